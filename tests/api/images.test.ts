import { readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawPost } from './support/actions';
import { adminToken, base, call, uploadsDir } from './support/client';
import {
  createProduct,
  jpeg,
  postProduct,
  productCount,
  productForm,
  uniqueFields,
} from './support/products';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const storedFiles = () => {
  try {
    return readdirSync(uploadsDir()).length;
  } catch {
    return 0;
  }
};

/** A PNG whose header claims width x height: the pixel data is a tiny stub. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectRefused(images: Buffer[], status: number, message: RegExp) {
  const count = await productCount();
  const files = storedFiles();
  const answer = await postProduct(admin, uniqueFields(), images);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const text = status === 413 ? answer.body.detail : answer.body.images?.[0];
  expect(text).toMatch(message);
  expect(await productCount()).toBe(count);
  expect(storedFiles()).toBe(files);
}

describe('product images', () => {
  it('re-encodes uploads: at most 1200x1200, JPEG, EXIF and GPS stripped', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#884422' },
    })
      .withExif({
        IFD0: { Copyright: 'secret-owner', Artist: 'someone' },
        IFD3: { GPSLatitudeRef: 'N' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const product = await createProduct(admin, {}, [
      photo,
      await sharp(await jpeg())
        .png()
        .toBuffer(),
    ]);
    const stored = Buffer.from(
      await (await fetch(`${base()}${new URL(product.images[0]!.url).pathname}`)).arrayBuffer(),
    );
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    const second = await fetch(`${base()}${new URL(product.images[1]!.url).pathname}`);
    expect(second.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses an image over 10 MB with 413 and writes nothing', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    await expectRefused([big], 413, /Each image must be at most 10 MB/);
  });

  // These two are answered before the body is all sent. They go through node:http and drop the
  // connection after the answer (rawPost): with fetch, the pool could hand that half-sent
  // connection to the next test's request, which then failed with ECONNRESET on a busy machine.
  it('refuses a request body over 50 MB with 413 by its Content-Length, without a 500', async () => {
    const answer = await rawPost(
      base(),
      '/api/products/',
      { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=x' },
      54 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).detail).toMatch(/at most 50 MB per request/);
  });

  it('refuses a streamed body (no Content-Length) once it passes the limit', async () => {
    const answer = await rawPost(
      base(),
      '/api/products/',
      { authorization: `Bearer ${admin}`, 'content-type': 'multipart/form-data; boundary=x' },
      60 * 1024 * 1024,
      { chunked: true },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ detail: expect.stringMatching(/at most 50 MB/) });
  });

  it('refuses a corrupt image with 400', async () => {
    const valid = await png(300, 300);
    const corrupt = Buffer.concat([valid.subarray(0, 60), Buffer.alloc(400, 0x41)]);
    await expectRefused([corrupt], 400, /corrupt|valid image/);
  });

  it('refuses SVG, HTML and other non-images with 400, whatever their name', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefused([svg], 400, /Upload a valid image/);
    await expectRefused(
      [Buffer.from('<!doctype html><html><body>hi</body></html>')],
      400,
      /Upload a valid image/,
    );
    await expectRefused([Buffer.from('%PDF-1.4 not an image')], 400, /Upload a valid image/);
    await expectRefused([Buffer.alloc(0)], 400, /The image file is empty/);
  });

  it('refuses a decompression bomb (header claiming 50000x50000) before decoding it', async () => {
    // Its pixel data is garbage: decoding it would fail as corrupt, so naming the pixel limit
    // shows the header was judged before any decode.
    await expectRefused([pngClaiming(50_000, 50_000)], 400, /at most 40 megapixels/);
  });

  it('refuses a real small-file bomb (48 megapixels of one colour) by its pixel count', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#000000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expectRefused([bomb], 400, /at most 40 megapixels/);
  });

  it('is all-or-nothing: one bad image among good ones stores no file and no product', async () => {
    await expectRefused(
      [await jpeg(), await jpeg(), Buffer.from('not an image')],
      400,
      /Upload a valid image/,
    );
  });

  it('refuses more than 10 images in one request and an image sent as text', async () => {
    const eleven = await Promise.all(Array.from({ length: 11 }, () => jpeg(8, 8)));
    await expectRefused(eleven, 400, /at most 10 images/);
    const form = productForm(uniqueFields(), [], [['images', 'http://example.com/a.jpg']]);
    const answer = await call('/api/products/', { method: 'POST', token: admin, body: form });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ images: ['Send each image as a file.'] });
  });
});

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
}
