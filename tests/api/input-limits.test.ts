import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId, rawPost } from './support/actions';
import { base, call, clientAddress, newCustomer } from './support/client';
import { uniqueFields } from './support/products';

// Request bodies. Next reads and decodes a server action's body before the action can
// ask who is calling, so every action and page takes at most 1 MB (the proxy's gate answers 413
// from the headers, and Next's own limit holds too); other sites' actions get a 403. The only
// large bodies are the admin's photo saves, route handlers that ask who is calling first.

const MB = 1024 * 1024;
const MULTIPART = 'multipart/form-data; boundary=----limits';
let createAction: string;

/** A site session cookie, signed in through next-auth as the site's login form does. */
async function sessionCookie(as: 'admin' | 'customer', username: string, password: string) {
  const csrf = await fetch(`${base()}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const res = await fetch(`${base()}/api/auth/callback/${as}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookies.join('; '),
      'x-forwarded-for': clientAddress(),
    },
    body: new URLSearchParams({ csrfToken, username, password, json: 'true' }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('next-auth.session-token='));
  if (!session) throw new Error(`no session cookie (${res.status})`);
  return session.split(';')[0]!;
}

/** A photo that stays large once JPEG-compressed (noise), like a phone picture. */
async function noisyJpeg(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  return sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#888', noise } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const actionHeaders = (extra: Record<string, string> = {}) => ({
  'next-action': createAction,
  'content-type': MULTIPART,
  origin: base(),
  ...extra,
});

beforeAll(() => {
  // An admin action whose body would be decoded if it got through.
  createAction = actionId('setAvailabilityAction');
});

describe('large server-action bodies', () => {
  it('refuses an anonymous 19 MB body for an admin action with 413, at any path', async () => {
    for (const path of ['/', '/admin/products/new', '/cart', '/api/products/']) {
      const answer = await rawPost(base(), path, actionHeaders(), 19 * MB);
      expect(answer.status, path).toBe(413);
      expect(answer.text).toMatch(/too large/i);
    }
  });

  it('refuses a body without a length (chunked), and an admin’s large action body too', async () => {
    const chunked = await rawPost(base(), '/', actionHeaders(), 2 * MB, { chunked: true });
    expect(chunked.status).toBe(413);
    const cookie = await sessionCookie('admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await rawPost(base(), '/', actionHeaders({ cookie }), 3 * MB);
    expect(answer.status).toBe(413);
  });

  it('refuses a large form posted to a page without JavaScript (no Next-Action header)', async () => {
    // Next tries a multipart POST as a form action even at /_next/... paths.
    for (const path of ['/about', '/no/such/page', '/_next/anything']) {
      const answer = await rawPost(base(), path, { 'content-type': MULTIPART }, 5 * MB);
      expect(answer.status, path).toBe(413);
    }
  });

  it('still runs small actions for anyone', async () => {
    const answer = await fetch(`${base()}/cart`, {
      method: 'POST',
      headers: { 'next-action': actionId('currentCartProducts'), origin: base() },
      body: await actionBody([[999999]]),
    });
    expect(answer.status).toBe(200);
  });

  it('lets an admin save a product with several MB of photos through the save route', async () => {
    const cookie = await sessionCookie('admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const fields = uniqueFields();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    const photos = await Promise.all([noisyJpeg(), noisyJpeg()]);
    for (const photo of photos)
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
    const size = photos.reduce((n, p) => n + p.byteLength, 0);
    expect(size).toBeGreaterThan(2 * MB);
    const answer = await fetch(`${base()}/admin-save/products`, {
      method: 'POST',
      headers: { origin: base(), cookie },
      body: form,
    });
    const result = (await answer.json()) as { ok: boolean; id: number };
    expect(answer.status, JSON.stringify(result)).toBe(200);
    expect(result).toMatchObject({ ok: true, id: expect.any(Number) });
    const saved = await call(`/api/products/${result.id}/`);
    expect(saved.body).toMatchObject({ name: fields.name });
    expect(saved.body.images).toHaveLength(2);
  });
});

describe('the admin save routes', () => {
  it('answer a stranger’s 19 MB upload with 401 before reading it', async () => {
    for (const path of ['/admin-save/products', '/admin-save/products/1']) {
      // Only 256 KB of the declared 19 MB is sent: the answer must not wait for the rest.
      const answer = await rawPost(base(), path, { 'content-type': MULTIPART }, 19 * MB, {
        stopAfter: 256 * 1024,
      });
      expect(answer.status, path).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('refuse a customer (403) and another site’s request with the admin’s cookie (401)', async () => {
    const customer = await newCustomer('limits');
    const customerCookie = await sessionCookie('customer', customer.username, customer.password);
    const asCustomer = await fetch(`${base()}/admin-save/products`, {
      method: 'POST',
      headers: { origin: base(), cookie: customerCookie },
      body: new FormData(),
    });
    expect(asCustomer.status).toBe(403);
    const cookie = await sessionCookie('admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const crossSite = await fetch(`${base()}/admin-save/products`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie },
      body: new FormData(),
    });
    expect(crossSite.status).toBe(401);
  });
});

describe('server actions from another site', () => {
  it('answers 403 instead of Next’s 500, even with an admin session', async () => {
    const cookie = await sessionCookie('admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const form = new FormData();
    form.append('name', 'never saved');
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await fetch(`${base()}/admin/products/new`, {
        method: 'POST',
        headers: { 'next-action': createAction, origin, cookie },
        body: await actionBody([form]),
      });
      expect(answer.status, origin).toBe(403);
    }
    // A form posted cross-site without JavaScript (multipart, no Next-Action header) too.
    const plain = new FormData();
    plain.append('$ACTION_ID_' + createAction, '');
    const mpa = await fetch(`${base()}/`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: plain,
    });
    expect(mpa.status).toBe(403);
  });
});

describe('the image optimiser', () => {
  it('refuses another UploadThing app’s files (and any remote host) with 400', async () => {
    for (const url of ['https://evil.ufs.sh/x.jpg', 'https://utfs.io/f/x.jpg']) {
      const answer = await call(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(answer.status, url).toBe(400);
    }
  });
});
