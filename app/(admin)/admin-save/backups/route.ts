import { backupsFromRequest } from '@/lib/server/backups/requests';

// The backups as JSON (GET) and "take one now" (POST), for a superuser or `npm run backup` with
// the owner's token (lib/server/backups/owner-access.ts). Never cached.
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => backupsFromRequest(request);
export const POST = (request: Request) => backupsFromRequest(request);
