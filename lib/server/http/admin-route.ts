import 'server-only';
// The admin's route handlers outside /api: the photo saves and the catalogue spreadsheet's uploads
// (over Next's 1 MB server-action limit, lib/shared/server-action-limits.ts), the backups, and
// the downloads (the catalogue and the accountant's month). Every one runs one pipeline: who is
// asking (a superuser, before a byte of the body is read: a stranger's 19 MB upload is answered
// 401 at once) -> the handler (reads the body, calls the data layer, which checks the caller
// again) -> an answer no cache keeps. A thrown error becomes a safe failure (failureFrom), written
// in the form the route's clients read.
import type { ActionFailure } from '@/lib/shared/action-result';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { failureFrom } from '@/lib/server/infra/action-failure';
import { PRIVATE_NO_STORE } from '@/lib/server/infra/cache-headers';
import type { RouteParams } from '@/lib/server/http/route';

/** Writes a failure as the route's clients read it. */
export type FailureAnswer = (failure: ActionFailure, error: unknown) => Response;

interface AdminRouteSpec<Who> {
  /** Names the handler in the server log when something unexpected fails ("create product"). */
  name: string;
  /** Shown instead of an unexpected error ("Failed to save product"). */
  fallback: string;
  /** Who may ask: a superuser (`superuser`) unless the route takes another proof as well. */
  access?(request: Request): Promise<Who>;
  /** Reads the request, calls the data layer and answers. */
  handle(request: Request, who: Who, params: RouteParams): Promise<Response>;
  /** The failure's form: the ActionFailure as JSON (`answer`) unless the route says otherwise. */
  failure?: FailureAnswer;
}

/** A superuser, by this site's session or a bearer token; a 401 or 403 for anyone else. */
export async function superuser(request: Request): Promise<Caller> {
  return requireAdmin(await apiCaller(request));
}

/** A typed result as JSON: 200 when it is ok, else its own status. */
export function answer<R extends { ok: true } | { ok: false; status: number }>(
  result: R,
): Response {
  return Response.json(result, { status: result.ok ? 200 : result.status });
}

/** A failure as one line of text: the form of a download the browser opens itself (a CSV). */
export const answerAsText: FailureAnswer = ({ message, status }) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** A route handler from `spec`; export it from the route file as the method it answers. */
export function adminRoute<Who = Caller>(
  spec: AdminRouteSpec<Who>,
): (request: Request, context?: { params: Promise<RouteParams> }) => Promise<Response> {
  // Without `access` the handler is handed the superuser, which is what Who defaults to.
  const access = spec.access ?? (superuser as (request: Request) => Promise<unknown>);
  const failed = spec.failure ?? answer;
  return async (request, context) => {
    let response: Response;
    try {
      const who = (await access(request)) as Who;
      response = await spec.handle(request, who, (await context?.params) ?? {});
    } catch (error) {
      response = failed(failureFrom(error, spec.fallback, spec.name), error);
    }
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return response;
  };
}
