// adminRoute: who is asking comes before the body, every answer is private, and a failure is
// written in the route's own form (JSON ActionFailure by default, text for a download).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const who = vi.hoisted(() => ({
  caller: null as null | { id: number; username: string; isSuperuser: boolean },
}));
vi.mock('@/lib/server/auth/session-caller', () => ({
  sessionCaller: async () => who.caller,
  callerFrom: async () => who.caller,
}));

const { adminRoute, answer, answerAsText } = await import('@/lib/server/http/admin-route');
const { ValidationError } = await import('@/lib/server/infra/errors');

const boss = { id: 1, username: 'boss', isSuperuser: true };

/** A POST whose body fails if anyone reads it. */
const unreadable = () =>
  new Request('http://localhost/admin-save/x', {
    method: 'POST',
    body: new ReadableStream({
      pull() {
        throw new Error('the body was read');
      },
    }),
    duplex: 'half',
  } as RequestInit);

const echo = adminRoute({
  name: 'echo',
  fallback: 'Could not echo.',
  handle: async (_request, caller, params) => answer({ ok: true, by: caller.id, id: params.id }),
});

describe('adminRoute', () => {
  beforeEach(() => {
    who.caller = boss;
  });

  it('refuses a stranger (401) and a customer (403) before reading the body', async () => {
    const read = vi.fn();
    const route = adminRoute({
      name: 'read',
      fallback: 'Could not read.',
      handle: async (request) => (read(await request.text()), answer({ ok: true })),
    });
    for (const [caller, status] of [
      [null, 401],
      [{ id: 2, username: 'cust', isSuperuser: false }, 403],
    ] as const) {
      who.caller = caller;
      const response = await route(unreadable());
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({
        ok: false,
        message: expect.any(String),
        fieldErrors: {},
        status,
      });
    }
    expect(read).not.toHaveBeenCalled();
  });

  it('hands the handler the superuser and the route params, and keeps the answer private', async () => {
    const response = await echo(new Request('http://localhost/x'), {
      params: Promise.resolve({ id: '7' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ ok: true, by: 1, id: '7' });
  });

  it('writes refusals with their fields, and hides an unexpected error behind the fallback', async () => {
    const refused = adminRoute({
      name: 'refuse',
      fallback: 'Could not refuse.',
      handle: async () => {
        throw new ValidationError({ name: ['Enter a name.'] });
      },
    });
    const response = await refused(new Request('http://localhost/x'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: 'Enter a name.',
      fieldErrors: { name: ['Enter a name.'] },
      status: 400,
    });

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crash = adminRoute({
      name: 'crash export',
      fallback: 'The export failed. Please try again.',
      failure: answerAsText,
      handle: async () => {
        throw new Error('disk full');
      },
    });
    const text = await crash(new Request('http://localhost/x.csv'));
    expect(text.status).toBe(500);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('cache-control')).toBe('private, no-store');
    expect(await text.text()).toBe('The export failed. Please try again.\n');
    expect(log).toHaveBeenCalledWith('[admin] crash export failed', expect.any(Error));
    log.mockRestore();
  });
});
