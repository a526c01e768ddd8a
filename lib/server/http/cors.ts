import 'server-only';
import { env } from '@/lib/server/infra/env';

// CORS for the /api contract (docs/api.md): origins from CORS_ORIGINS ("*" by default, never
// with credentials), the methods and headers existing clients use, on every answer.
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Requested-With';
const EXPOSED_HEADERS = 'Retry-After, Location';
const PREFLIGHT_MAX_AGE = String(24 * 60 * 60);

/** "*" or a comma-separated list of origins ("https://a.example, https://b.example"). */
export function parseOrigins(value: string): '*' | Set<string> {
  const list = value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
    .filter(Boolean);
  return list.length === 0 || list.includes('*') ? '*' : new Set(list);
}

let cached: { source: string; origins: '*' | Set<string> } | undefined;

function allowedOrigins(): '*' | Set<string> {
  const source = env().CORS_ORIGINS;
  if (cached?.source !== source) cached = { source, origins: parseOrigins(source) };
  return cached.origins;
}

/** The CORS headers for an answer to `request` (none for an origin not on the list). */
export function corsHeaders(request: Request, origins = allowedOrigins()): Record<string, string> {
  if (origins === '*')
    return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS };
  const origin = request.headers.get('origin');
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && origins.has(origin.toLowerCase())) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
  }
  return headers;
}

/** The answer to a preflight: 204 with the allowed methods and headers, never a redirect. */
export function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
      'Cache-Control': 'no-store',
    },
  });
}
