// Every admin read and action checks for a superuser itself: the layout and proxy are not the guard.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const who = vi.hoisted(() => ({
  caller: null as null | { id: number; username: string; isSuperuser: boolean },
}));

vi.mock('@/lib/server/auth/session-caller', () => ({
  sessionCaller: async () => who.caller,
  callerFrom: async () => who.caller,
}));
vi.mock('next/server', () => ({ connection: async () => undefined }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
}));
// The data layer must never be reached by a refused caller.
vi.mock('@/lib/server/infra/db', () => ({
  database: () => {
    throw new Error('the database was reached');
  },
}));

const { getDashboardStats, getNewestProducts, getProductForEdit, listAdminProducts, adminForPage } =
  await import('@/lib/server/admin');
const { adjustSizeStockAction, setAvailabilityAction } = await import('@/components/admin/actions');
const { POST: createRoute } = await import('@/app/(admin)/admin-save/products/route');
const { POST: updateRoute } = await import('@/app/(admin)/admin-save/products/[id]/route');
const asUpdate = (id: string) => ({ params: Promise.resolve({ id }) });

/** A save request whose body fails if anyone reads it: refused callers must be answered first. */
const unreadableSave = () =>
  new Request('http://localhost/admin-save/products', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: new ReadableStream({
      pull() {
        throw new Error('the body was read');
      },
    }),
    duplex: 'half',
  } as RequestInit);

const filters = { q: '', main: '', sub: '', availability: '' as const, page: 1 };
describe.each([
  ['anonymous', null, 401],
  ['a customer', { id: 2, username: 'cust', isSuperuser: false }, 403],
] as const)('%s', (_label, caller, status) => {
  beforeEach(() => {
    who.caller = caller;
  });

  it('cannot read admin data', async () => {
    for (const read of [
      () => getDashboardStats(),
      () => getNewestProducts(),
      () => getProductForEdit(1),
      () => listAdminProducts(filters),
    ]) {
      await expect(read()).rejects.toMatchObject({ status });
    }
  });

  it('cannot create, update or toggle, and no upload is read for them', async () => {
    for (const response of [
      await createRoute(unreadableSave()),
      await updateRoute(unreadableSave(), asUpdate('1')),
      // Who is asking comes before the id, too: a stranger learns nothing of the products.
      await updateRoute(unreadableSave(), asUpdate('NaN')),
    ]) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ ok: false, status });
    }
    expect(await setAvailabilityAction(1, false)).toMatchObject({ ok: false, status });
  });

  it('cannot change the stock of a size', async () => {
    for (const delta of [1, -1]) {
      expect(await adjustSizeStockAction(1, 'M', delta)).toMatchObject({ ok: false, status });
    }
  });
});

describe('admin pages', () => {
  it('send anonymous visitors to /login and give customers nothing', async () => {
    who.caller = null;
    await expect(adminForPage()).rejects.toThrow('redirect:/login?tab=admin');
    who.caller = { id: 2, username: 'cust', isSuperuser: false };
    expect(await adminForPage()).toBeNull();
    who.caller = { id: 1, username: 'boss', isSuperuser: true };
    expect(await adminForPage()).toMatchObject({ username: 'boss' });
  });

  it('refuse malformed action arguments before anything else', async () => {
    who.caller = { id: 1, username: 'boss', isSuperuser: true };
    expect(await setAvailabilityAction(-1, true)).toMatchObject({ ok: false, status: 404 });
    expect(await setAvailabilityAction(1, 'yes' as unknown as boolean)).toMatchObject({
      ok: false,
      status: 400,
    });
    for (const [id, size, delta, status] of [
      [0, 'M', 1, 404],
      [1, 'XXXL', 1, 400],
      [1, 'm; drop', -1, 400],
      [1, 'M', 2, 400],
      [1, 'M', 0, 400],
      [1, 'M', '1', 400],
    ] as const) {
      expect(await adjustSizeStockAction(id, size, delta as unknown as number)).toMatchObject({
        ok: false,
        status,
      });
    }
    const response = await updateRoute(unreadableSave(), asUpdate('NaN'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false, status: 404 });
  });
});
