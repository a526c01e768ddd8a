import { catalogueExportRoute } from '@/lib/server/http/catalogue-csv-requests';

// The catalogue as a spreadsheet download (lib/server/http/catalogue-csv-requests.ts): superusers
// only, never cached. The proxy sends visitors without a session to the login first.
export const dynamic = 'force-dynamic';

export const GET = catalogueExportRoute;
