import { catalogueApplyRoute } from '@/lib/server/http/catalogue-csv-requests';

// The catalogue import's apply: the same file again with the preview's plan, written all or
// nothing (lib/server/catalogue-csv/import.ts).
export const POST = catalogueApplyRoute;
