// Security headers for every answer. CSP keeps 'unsafe-inline' for scripts because Next's
// streamed RSC payload is inline; nothing user-supplied is ever rendered as raw HTML.
// The admin's pages that scan tags (`scanner`) may open the camera for this site only and compile
// WebAssembly (the barcode reader where the browser has no BarcodeDetector of its own).
export function securityHeaders({ scanner = false }: { scanner?: boolean } = {}): {
  key: string;
  value: string;
}[] {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${scanner ? " 'wasm-unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.ufs.sh https://utfs.io",
    "media-src 'self'",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: `camera=(${scanner ? 'self' : ''}), microphone=(), geolocation=(), payment=()`,
    },
  ];
}

/** HSTS, sent only on answers to requests that reached us over https (X-Forwarded-Proto). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
