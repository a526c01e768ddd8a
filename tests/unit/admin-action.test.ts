// adminAction: who is asking comes first, then the arguments through one schema, then the data
// layer and the refresh; every failure is a typed result.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const who = vi.hoisted(() => ({
  caller: null as null | { id: number; username: string; isSuperuser: boolean },
}));
vi.mock('@/lib/server/auth/session-caller', () => ({
  sessionCaller: async () => who.caller,
  callerFrom: async () => who.caller,
}));
vi.mock('next/server', () => ({ connection: async () => undefined }));

const { adminAction, naming } = await import('@/lib/server/admin/admin-action');
const { ConflictError } = await import('@/lib/server/infra/errors');

const boss = { id: 1, username: 'boss', isSuperuser: true };
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function spyAction(run: (id: number, on: boolean) => Promise<unknown>) {
  const refresh = vi.fn();
  const calls: unknown[] = [];
  const action = adminAction({
    name: 'test toggle',
    fallback: 'Could not toggle.',
    args: z.tuple([naming(isId, 'Product not found.'), z.boolean({ error: 'Choose on or off.' })]),
    run: async (caller, [id, on]) => {
      calls.push([caller.id, id, on]);
      return { ok: true as const, result: await run(id, on) };
    },
    refresh,
    refreshAfter: [409],
    explain: (error) => ({ conflict: error instanceof ConflictError }),
  });
  return { action, refresh, calls };
}

describe('adminAction', () => {
  beforeEach(() => {
    who.caller = boss;
  });

  it('answers a refused caller before looking at the arguments', async () => {
    const { action, calls } = spyAction(async () => 'done');
    who.caller = null;
    expect(await action(-1, 'x' as unknown as boolean)).toMatchObject({ ok: false, status: 401 });
    who.caller = { id: 2, username: 'cust', isSuperuser: false };
    expect(await action(-1, true)).toMatchObject({ ok: false, status: 403 });
    expect(calls).toEqual([]);
  });

  it('refuses an id naming nothing with 404, a bad value with 400, a missing one as stale', async () => {
    const { action, calls, refresh } = spyAction(async () => 'done');
    expect(await action(0, true)).toEqual({
      ok: false,
      message: 'Product not found.',
      fieldErrors: {},
      status: 404,
      conflict: false,
    });
    expect(await action(3, 'yes' as unknown as boolean)).toMatchObject({
      message: 'Choose on or off.',
      status: 400,
    });
    expect(await (action as (...a: unknown[]) => Promise<unknown>)(3)).toMatchObject({
      message: 'Reload the page and try again.',
      status: 400,
    });
    expect(calls).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('runs the data layer with the caller and refreshes after a change', async () => {
    const { action, calls, refresh } = spyAction(async (id, on) => `${id}:${on}`);
    expect(await action(3, false)).toEqual({ ok: true, result: '3:false' });
    expect(calls).toEqual([[1, 3, false]]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('turns a refusal into its status, refreshing only for the statuses asked', async () => {
    const conflict = spyAction(async () => {
      throw new ConflictError('It changed meanwhile.');
    });
    expect(await conflict.action(3, true)).toMatchObject({
      ok: false,
      message: 'It changed meanwhile.',
      status: 409,
      conflict: true,
    });
    expect(conflict.refresh).toHaveBeenCalledTimes(1);

    const crash = spyAction(async () => {
      throw new Error('socket closed');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await crash.action(3, true)).toMatchObject({
      ok: false,
      message: 'Could not toggle.',
      status: 500,
    });
    expect(log).toHaveBeenCalledWith('[admin] test toggle failed', expect.any(Error));
    expect(crash.refresh).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
