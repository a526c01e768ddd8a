import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PostAuthResume } from '@/components/cart/post-auth-resume';
import { Toaster } from '@/components/ui/toaster';
import './globals.css';

// Every page is rendered per request, never at `next build`: the build must not need the
// database (docs/architecture.md "The design's rules"; db/index.ts refuses to open it during the build). Repeat views of the
// public pages are served by the app's own page cache (lib/server/infra/page-cache.ts) instead.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Shop', template: '%s' },
};

export const viewport: Viewport = {
  themeColor: '#1f2a44',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh bg-canvas font-sans text-ink antialiased">
        {children}
        <PostAuthResume />
        <Toaster />
      </body>
    </html>
  );
}
