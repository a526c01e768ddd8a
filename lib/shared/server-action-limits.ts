// The body limit and allowed origins for server actions, shared by next.config.ts (Next's own
// limits) and the proxy's action gate (lib/server/http/action-gate.ts), so the two can never
// disagree. Plain constants: next.config.ts loads this file outside the app's bundles.

/**
 * The most anyone may send to a page or a server action (Next's own action limit, and what the
 * proxy buffers). Actions carry a few KB (the cart page's catalogue refresh, an availability
 * toggle); the admin's photo saves are route handlers of their own, outside the proxy and this
 * limit (lib/server/http/product-save.ts).
 */
export const SMALL_BODY_BYTES = 1024 * 1024;

/**
 * Other hosts whose pages may call this site's server actions (Next's
 * `serverActions.allowedOrigins`, same wildcard rules). None: only the site itself.
 */
export const ACTION_ALLOWED_ORIGINS: string[] = [];
