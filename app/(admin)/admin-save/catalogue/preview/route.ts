import { cataloguePreviewRoute } from '@/lib/server/http/catalogue-csv-requests';

// The catalogue import's check of an uploaded CSV (components/admin/catalogue-import): writes
// nothing. A route handler so the caller is checked before the file is read.
export const POST = cataloguePreviewRoute;
