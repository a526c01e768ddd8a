// Every admin read and action checks for a superuser itself: the layout and proxy are not the guard.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const who = vi.hoisted(() => ({
  caller: null as null | { id: number; username: string; isSuperuser: boolean },
}));

vi.mock('@/lib/server/auth/caller', () => ({ sessionCaller: async () => who.caller }));
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
vi.mock('@/lib/server/db', () => ({
  database: () => {
    throw new Error('the database was reached');
  },
}));

const { getDashboardStats, getNewestProducts, getProductForEdit, listAdminProducts, adminForPage } =
  await import('@/lib/server/admin');
const { createProductAction, updateProductAction, setAvailabilityAction } =
  await import('@/app/(admin)/admin/products/actions');

const filters = { q: '', main: '', sub: '', availability: '' as const, page: 1 };
const validForm = () => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Shirt',
    main_category: 'mens',
    sub_category: 'Shirt',
    price: '10',
    stock: '1',
  }))
    form.set(k, v);
  return form;
};

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

  it('cannot create, update or toggle', async () => {
    expect(await createProductAction(validForm())).toMatchObject({ ok: false, status });
    expect(await updateProductAction(1, validForm())).toMatchObject({ ok: false, status });
    expect(await setAvailabilityAction(1, false)).toMatchObject({ ok: false, status });
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
    expect(await updateProductAction(Number.NaN, validForm())).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
