import { backupDownloadFromRequest } from '@/lib/server/backups/requests';

// One backup's download, streamed from disk (superusers only).
export const dynamic = 'force-dynamic';

export const GET = async (request: Request, { params }: { params: Promise<{ name: string }> }) =>
  backupDownloadFromRequest(request, (await params).name);
