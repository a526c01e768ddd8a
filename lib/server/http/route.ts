import 'server-only';
import { preflight } from '@/lib/server/http/cors';
import { MethodNotAllowedError } from '@/lib/server/http/http-errors';
import { errorResponse, type ErrorStyle } from '@/lib/server/http/respond';

export type RouteParams = Record<string, string | string[] | undefined>;
export type ApiHandler = (request: Request, params: RouteParams) => Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Context = { params: Promise<RouteParams> };
type NextHandler = (request: Request, context: Context) => Promise<Response>;

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every /api route file exports what this returns: the given handlers wrapped so that any
 * error becomes a JSON answer with CORS headers (respond.ts), every other method a JSON 405,
 * and OPTIONS the CORS preflight. Nothing under /api can answer with Next's HTML pages.
 */
export function apiRoute(
  handlers: Partial<Record<Method, ApiHandler>>,
  options: { style?: ErrorStyle } = {},
): Record<Method, NextHandler> & { OPTIONS: (request: Request) => Response } {
  const allow = [
    ...METHODS.filter((m) => handlers[m]),
    ...(handlers.GET ? ['HEAD'] : []),
    'OPTIONS',
  ];
  const wrap =
    (method: Method): NextHandler =>
    async (request, context) => {
      try {
        const handler = handlers[method];
        if (!handler) throw new MethodNotAllowedError(method, allow);
        return await handler(request, (await context?.params) ?? {});
      } catch (error) {
        return errorResponse(request, error, options.style);
      }
    };
  return {
    GET: wrap('GET'),
    POST: wrap('POST'),
    PUT: wrap('PUT'),
    PATCH: wrap('PATCH'),
    DELETE: wrap('DELETE'),
    OPTIONS: preflight,
  };
}
