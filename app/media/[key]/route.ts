import { env } from '@/lib/server/infra/env';
import { createLocalStorage, isValidLocalKey } from '@/lib/server/infra/storage/local';
import { uploadsDir } from '@/lib/server/infra/storage';

// Stored images are immutable (a new upload gets a new random key), so they cache forever.
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isValidLocalKey(key)) return new Response('Not found', { status: 404 });
  const file = await createLocalStorage(uploadsDir(env().DATA_DIR)).read(key);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
