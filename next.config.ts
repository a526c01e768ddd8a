import type { NextConfig } from 'next';
import { ACTION_ALLOWED_ORIGINS, SMALL_BODY_BYTES } from './lib/shared/server-action-limits';
import { imageRemotePatterns } from './lib/shared/image-remote-patterns';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './lib/shared/security-headers';

const nextConfig: NextConfig = {
  // Lets two checkouts or tools build side by side without sharing one .next directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The /api contract answers on both `/api/products/` and `/api/products` without a redirect:
  // a redirected CORS preflight is a failure for existing clients.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Browser source maps only in the build `npm run lighthouse` measures (bench/lighthouse.mjs), so
  // it can name what the long tasks ran; a production build ships none.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  reactStrictMode: true,
  // The test runner's builds skip Next's own type check: its static stage runs `tsc --noEmit`
  // over the same sources and the build's route types, so checking twice only costs time. A
  // plain `npm run build` or `npm start` keeps the check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Native or WASM packages that must be loaded by Node, not bundled.
  // pdfkit reads its own data files at run time (the invoice PDF).
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'sharp',
    'postgres',
    'pdfkit',
  ],
  experimental: {
    // Server actions and pages take small bodies: Next's 1 MB action limit, and the proxy buffers
    // no more. Its gate (lib/server/http/action-gate.ts) answers a larger or unmeasured body with
    // 413 and another site's action with 403 before Next decodes anything. The admin's photo
    // saves are route handlers (app/(admin)/admin-save) that ask who is calling first.
    serverActions: { bodySizeLimit: SMALL_BODY_BYTES, allowedOrigins: ACTION_ALLOWED_ORIGINS },
    proxyClientMaxBodySize: SMALL_BODY_BYTES,
  },
  // The e2e build (E2E_SEAMS=1 at build time, set only by scripts/test.mjs) swaps in the test
  // doubles under e2e/seams/; a production build never contains them (no header it could read).
  turbopack: {
    resolveAlias:
      process.env.E2E_SEAMS === '1'
        ? { '@/components/layout/category-menu-data': './e2e/seams/category-menu-data.ts' }
        : {},
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Stored photos are at most 1200 px wide, and the largest slot is the product gallery (420 px,
    // 90vw on phones): the default 16 widths up to 3840 px only made every srcset twice as long
    // (a category page carries ~100 of them) and the optimiser's cache more varied.
    imageSizes: [96, 192, 256, 384],
    deviceSizes: [640, 828, 1080, 1200],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/demo/**' }],
    // Only this shop's UploadThing app (from UPLOADTHING_TOKEN, read when the server starts);
    // none without a token. See lib/shared/image-remote-patterns.ts.
    remotePatterns: imageRemotePatterns(process.env.UPLOADTHING_TOKEN),
    minimumCacheTTL: 31536000,
    // Each optimised image (a width and a format of a photo) is encoded once and then served from
    // DIST_DIR/cache/images; AVIF costs ~250 ms of CPU per image on this machine. Bounded so a
    // growing catalogue cannot fill the disk (Next's default is half the free space).
    maximumDiskCacheSize: 1024 * 1024 * 1024,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Later entries win for the same header: the admin's scanning pages (the counter, receive
      // stock, the stocktake) may use the camera and the barcode reader's WebAssembly.
      { source: '/admin/:path*', headers: securityHeaders({ scanner: true }) },
      // HSTS only when the request reached us over https (through the TLS-terminating proxy).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
      },
    ];
  },
};

export default nextConfig;
