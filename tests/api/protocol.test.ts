import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  type RunningServer,
} from '../support/test-server';
import { adminToken, base, call } from './support/client';

const ORIGIN = 'https://spa.example';

const preflight = (path: string, method: string, url?: string) =>
  fetch(`${url ?? ''}${path}`, {
    method: 'OPTIONS',
    redirect: 'manual',
    headers: {
      origin: ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS with the default CORS_ORIGINS (*)', () => {
  it('answers every preflight with 204, the methods and headers, on both slash forms', async () => {
    const paths = [
      '/api/products/',
      '/api/products',
      '/api/products/1/',
      '/api/products/bulk-delete/',
      '/api/user-login/',
      '/api/superuser-login',
      '/api/user-register/',
      '/api/token/refresh/',
      '/api/cart/',
      '/api/cart/items/',
      '/api/cart/items/3/remove/',
      '/api/carts/5',
      '/api/carts/5/',
      '/api/cart/5/',
      '/carts/5/',
      '/cart/5/',
      '/api/nowhere/',
    ];
    for (const path of paths) {
      const res = await call(path, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-methods'), path).toMatch(
        /GET.*POST.*PUT.*DELETE.*OPTIONS/,
      );
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase(), path).toMatch(
        /authorization.*content-type/,
      );
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(res.headers.get('location'), path).toBeNull();
    }
  });

  it('puts the CORS headers on errors too', async () => {
    const token = await adminToken();
    const answers = [
      await call('/api/products/999999/', { headers: { origin: ORIGIN } }),
      await call('/api/products/', { method: 'POST', headers: { origin: ORIGIN } }),
      await call('/api/products/', {
        method: 'POST',
        token,
        headers: { origin: ORIGIN, 'content-type': 'text/plain' },
        body: 'x',
      }),
      await call('/api/user-login/', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: '{',
      }),
      await call('/api/user-login/', { headers: { origin: ORIGIN } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 401, 415, 400, 405]);
    for (const answer of answers) {
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(answers[4]!.headers.get('allow')).toBe('POST, OPTIONS');
  });
});

describe('never an HTML page under /api', () => {
  it('answers unknown paths with a JSON 404 for every method', async () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/nope',
      '/api/nope/',
      '/api/products/1/images/',
      '/api/auth-x/',
      '/api/cart/items/1/',
    ]) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await call(path, { method });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
        expect(answer.headers.get('content-type'), `${method} ${path}`).toMatch(
          /^application\/json/,
        );
        expect(answer.text).not.toMatch(/<html/i);
      }
    }
    expect((await call('/api/nope/')).body).toEqual({ detail: 'Not found.' });
  });

  it('answers methods a path does not take with a JSON 405 and Allow', async () => {
    const answer = await call('/api/products/bulk-delete/', { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('refuses a JSON body over 1 MB with 413 before parsing it', async () => {
    const big = JSON.stringify({
      username: 'x'.repeat(2 * 1024 * 1024),
      email: 'a@b.co',
      password: 'secret',
    });
    const answer = await call('/api/user-register/', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'The request body is too large: at most 1 MB of JSON.' });
  });

  it('answers HEAD on a read without a body', async () => {
    const res = await fetch(`${base()}/api/products/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('CORS with a list of origins', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir('api-cors');
    server = await startTestServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      CORS_ORIGINS: `${ORIGIN}, https://other.example/`,
    });
  });

  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  it('echoes an allowed origin with Vary: Origin and leaves others without the header', async () => {
    const allowed = await preflight('/api/products/', 'POST', server.url);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const other = await fetch(`${server.url}/api/products/`, {
      headers: { origin: 'https://other.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBe('https://other.example');
    const stranger = await fetch(`${server.url}/api/products/`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const strangerPreflight = await fetch(`${server.url}/api/products/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(strangerPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
