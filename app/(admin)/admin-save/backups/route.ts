import { backUpNowRoute, backupListRoute } from '@/lib/server/http/backup-requests';

// The backups as JSON (GET) and "take one now" (POST), for a superuser or `npm run backup` with
// the owner's token (lib/server/backups/owner-access.ts). Never cached.
export const dynamic = 'force-dynamic';

export const GET = backupListRoute;
export const POST = backUpNowRoute;
