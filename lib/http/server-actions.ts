// Body limits and allowed origins for server actions, shared by next.config.ts (Next's own
// limits) and the proxy's action gate (lib/server/http/action-gate.ts), so the two can never
// disagree. Plain constants: next.config.ts loads this file outside the app's bundles.

/**
 * The largest body Next reads for a server action (and buffers through the proxy): an admin
 * product save carries up to 10 compressed photos, at most 18 MB in all
 * (lib/admin/product-images.ts), plus the form fields and multipart framing.
 */
export const LARGE_ACTION_BODY = '20mb';

/**
 * What anyone else may send to a page or a server action. A customer's action (e.g. the cart
 * page's catalogue refresh) is a few KB; more than this needs an admin session, checked by the
 * proxy from the request headers, so a refused body is never decoded.
 */
export const SMALL_BODY_BYTES = 1024 * 1024;

/**
 * Other hosts whose pages may call this site's server actions (Next's
 * `serverActions.allowedOrigins`, same wildcard rules). None: only the site itself.
 */
export const ACTION_ALLOWED_ORIGINS: string[] = [];
