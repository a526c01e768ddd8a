// The HTTP mapping in isolation: what no live request can easily provoke (a lost database
// connection, an unexpected bug) and the pure helpers behind CORS.
import { describe, expect, it, vi } from 'vitest';
import { corsHeaders, parseOrigins } from '@/lib/server/http/cors';
import { errorResponse } from '@/lib/server/http/respond';
import {
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  ValidationError,
} from '@/lib/server/infra/errors';

const request = new Request('http://127.0.0.1:3000/api/products/', {
  headers: { origin: 'https://a.example' },
});

describe('errorResponse', () => {
  it('maps a lost database connection to 503 with Retry-After', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lost = Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    const wrapped = new Error('query failed', {
      cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
    });
    for (const error of [lost, wrapped]) {
      const res = errorResponse(request, error);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual({
        detail: 'The service is temporarily unavailable. Please try again shortly.',
      });
    }
    log.mockRestore();
  });

  it('answers an unexpected error with a bare 500 and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = errorResponse(request, new Error('secret stack detail'), 'error');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error.' });
    expect(text).not.toContain('secret');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('maps domain errors in both styles', async () => {
    const validation = new ValidationError({
      price: ['Valid price is required'],
    });
    expect(await errorResponse(request, validation).json()).toEqual({
      price: ['Valid price is required'],
    });
    expect(await errorResponse(request, validation, 'error').json()).toEqual({
      error: 'Valid price is required',
      price: ['Valid price is required'],
    });
    const taken = errorResponse(
      request,
      new ConflictError('A user with that email already exists.', 'email'),
    );
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ email: ['A user with that email already exists.'] });
    const throttled = errorResponse(request, new TooManyRequestsError('Too many.', 120), 'error');
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '120']);
    expect(errorResponse(request, new ForbiddenError()).status).toBe(403);
  });
});

describe('CORS origins', () => {
  it('parses "*" and lists', () => {
    expect(parseOrigins('*')).toBe('*');
    expect(parseOrigins('')).toBe('*');
    expect(parseOrigins('https://A.example/, https://b.example')).toEqual(
      new Set(['https://a.example', 'https://b.example']),
    );
  });

  it('echoes only listed origins', () => {
    const list = parseOrigins('https://a.example');
    expect(corsHeaders(request, list)['Access-Control-Allow-Origin']).toBe('https://a.example');
    const other = new Request('http://x/', { headers: { origin: 'https://evil.example' } });
    expect(corsHeaders(other, list)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(corsHeaders(other, list).Vary).toBe('Origin');
  });
});
