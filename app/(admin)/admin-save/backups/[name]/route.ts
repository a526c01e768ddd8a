import { backupDownloadRoute } from '@/lib/server/http/backup-requests';

// One backup's download, streamed from disk (superusers only).
export const dynamic = 'force-dynamic';

export const GET = backupDownloadRoute;
