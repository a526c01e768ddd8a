import 'server-only';
// The backups' HTTP side, under /admin-save/backups: the list and "take one now" as JSON (for a
// superuser's session or bearer token, or `npm run backup` with the owner's token), and a
// backup's download, streamed from disk so a large file never sits in memory.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { PRIVATE_NO_STORE } from '@/lib/server/infra/cache-headers';
import { DomainError } from '@/lib/server/infra/errors';
import { backUpNow, backupFile, backupOverview } from './index';
import { OWNER_TOKEN_HEADER } from './owner-access';

const headers = { 'Cache-Control': PRIVATE_NO_STORE };

function failure(error: unknown, context: string): Response {
  if (error instanceof DomainError) {
    return Response.json({ detail: error.message }, { status: error.status, headers });
  }
  console.error(`[backup] ${context} failed`, error);
  return Response.json(
    {
      detail:
        'The backup could not be written. The server log says why; the earlier backups are untouched.',
    },
    { status: 500, headers },
  );
}

/** GET: the list and warnings; POST: take a backup now and answer where it went. */
export async function backupsFromRequest(request: Request): Promise<Response> {
  const token = request.headers.get(OWNER_TOKEN_HEADER);
  try {
    const caller = token ? null : await apiCaller(request);
    if (request.method === 'POST') {
      const written = await backUpNow(caller, token);
      return Response.json(
        { name: written.name, path: written.path, bytes: written.bytes, pruned: written.pruned },
        { headers },
      );
    }
    const overview = await backupOverview(caller, token);
    return Response.json(
      {
        dir: overview.dir,
        daily_at: overview.dailyAt,
        warnings: overview.warnings,
        disk: overview.disk,
        backups: overview.backups.map((b) => ({
          name: b.name,
          bytes: b.bytes,
          created_at: b.createdAt.toISOString(),
        })),
      },
      { headers },
    );
  } catch (error) {
    return failure(error, request.method === 'POST' ? 'backup' : 'list');
  }
}

/** GET /admin-save/backups/{name}: the file, as a stream. */
export async function backupDownloadFromRequest(request: Request, name: string): Promise<Response> {
  try {
    const file = await backupFile(await apiCaller(request), name);
    const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        ...headers,
        'Content-Type': 'application/gzip',
        'Content-Length': String(file.bytes),
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  } catch (error) {
    return failure(error, 'download');
  }
}
