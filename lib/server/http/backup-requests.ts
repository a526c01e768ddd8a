import 'server-only';
// The backups' HTTP side, under /admin-save/backups, through adminRoute: the list and "take one
// now" as JSON (for a superuser's session or bearer token, or `npm run backup` with the owner's
// token), and a backup's download, streamed from disk so a large file never sits in memory.
// Failures are {"detail": "..."}, as the backup script reads them.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Caller } from '@/lib/server/auth/roles';
import { backUpNow, backupFile, backupOverview } from '@/lib/server/backups';
import { OWNER_TOKEN_HEADER } from '@/lib/server/backups/owner-access';
import { adminRoute, superuser, type FailureAnswer } from '@/lib/server/http/admin-route';

const FALLBACK =
  'The backup could not be written. The server log says why; the earlier backups are untouched.';

const answerAsDetail: FailureAnswer = ({ message, status }) =>
  Response.json({ detail: message }, { status });

/** The owner's token, which the data layer checks itself; else a superuser. */
async function ownerOrSuperuser(
  request: Request,
): Promise<{ caller: Caller | null; token: string | null }> {
  const token = request.headers.get(OWNER_TOKEN_HEADER);
  return { caller: token ? null : await superuser(request), token };
}

/** What the list and "take one now" share: who may ask, and how a failure reads. */
const byOwnerOrSuperuser = {
  fallback: FALLBACK,
  access: ownerOrSuperuser,
  failure: answerAsDetail,
};

/** GET: the list and warnings. */
export const backupListRoute = adminRoute({
  name: 'list backups',
  ...byOwnerOrSuperuser,
  handle: async (_request, { caller, token }) => {
    const overview = await backupOverview(caller, token);
    return Response.json({
      dir: overview.dir,
      daily_at: overview.dailyAt,
      warnings: overview.warnings,
      disk: overview.disk,
      backups: overview.backups.map((b) => ({
        name: b.name,
        bytes: b.bytes,
        created_at: b.createdAt.toISOString(),
      })),
    });
  },
});

/** POST: take a backup now and answer where it went. */
export const backUpNowRoute = adminRoute({
  name: 'backup',
  ...byOwnerOrSuperuser,
  handle: async (_request, { caller, token }) => {
    const written = await backUpNow(caller, token);
    return Response.json({
      name: written.name,
      path: written.path,
      bytes: written.bytes,
      pruned: written.pruned,
    });
  },
});

/** GET /admin-save/backups/{name}: the file, as a stream (superusers only). */
export const backupDownloadRoute = adminRoute({
  name: 'backup download',
  fallback: FALLBACK,
  failure: answerAsDetail,
  handle: async (_request, caller, params) => {
    const name = String(params.name);
    const file = await backupFile(caller, name);
    const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(file.bytes),
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  },
});
