// Bulk edit (docs/api.md): POST /api/products/bulk-edit/ and the admin list's server
// action change the price (a value, or ± a percentage rounded to the rupee), availability or
// category of many products in one transaction and count only those that change. Customers and
// anonymous callers are refused and nothing changes; unknown ids are reported, not an error.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call, newCustomer, type Customer } from './support/client';
import { createProduct } from './support/products';
import { cookieHeader, signIn } from './support/session';

let admin: string;
let customer: Customer;

beforeAll(async () => {
  admin = await adminToken();
  customer = await newCustomer('bulk');
});

/** As the admin unless told otherwise; `null` is anonymous. */
const bulkEdit = (body: unknown, token: string | null = admin) =>
  call('/api/products/bulk-edit/', { method: 'POST', token: token ?? undefined, json: body });

async function read(id: number) {
  const answer = await call(`/api/products/${id}/`);
  expect(answer.status).toBe(200);
  return answer.body as {
    price: string;
    available: boolean;
    main_category: string;
    sub_category: string;
  };
}

/** Products of this test's own with these prices (and optional fields). */
async function productsAt(prices: string[], fields: Record<string, string> = {}) {
  const made = await Promise.all(prices.map((price) => createProduct(admin, { price, ...fields })));
  return made.map((p) => p.id);
}

const pricesOf = async (ids: number[]) =>
  Promise.all(ids.map(async (id) => (await read(id)).price));

describe('POST /api/products/bulk-edit/ as an admin', () => {
  it('sets a price, counting only the products whose price changes', async () => {
    const ids = await productsAt(['1499.00', '999.00', '250.50']);
    const answer = await bulkEdit({ ids, action: 'set_price', price: '999' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      dry_run: false,
      changed: 2,
      changed_ids: [ids[0], ids[2]],
      unchanged_ids: [ids[1]],
      not_found_ids: [],
      example: { name: expect.any(String), from: '1499.00', to: '999.00' },
    });
    expect(await pricesOf(ids)).toEqual(['999.00', '999.00', '999.00']);
  });

  it('raises and lowers by a percentage, rounded to the rupee and never below ₹1', async () => {
    const ids = await productsAt(['1499.00', '129.20', '10.00']);
    const up = await bulkEdit({ ids, action: 'raise_price', percent: 25 });
    expect(up.body.changed).toBe(3);
    // 1873.75 -> 1874; 161.50 -> 162 (half up, exactly); 12.50 -> 13.
    expect(await pricesOf(ids)).toEqual(['1874.00', '162.00', '13.00']);

    const down = await bulkEdit({ ids, action: 'lower_price', percent: '90' });
    expect(down.status).toBe(200);
    // 187.40 -> 187; 16.20 -> 16; 1.30 -> 1.
    expect(await pricesOf(ids)).toEqual(['187.00', '16.00', '1.00']);

    // 1% of ₹1 or ₹16 is less than half a rupee: only the first price moves.
    const tiny = await bulkEdit({ ids, action: 'lower_price', percent: 1 });
    expect(tiny.body).toMatchObject({ changed: 1, changed_ids: [ids[0]] });
    expect(await pricesOf(ids)).toEqual(['185.00', '16.00', '1.00']);
  });

  it('sets availability, not counting products already that way', async () => {
    const [on] = await productsAt(['500.00']);
    const [off] = await productsAt(['500.00'], { available: 'false' });
    const ids = [on!, off!];
    const answer = await bulkEdit({ ids, action: 'set_availability', available: false });
    expect(answer.body).toMatchObject({ changed: 1, changed_ids: [on], unchanged_ids: [off] });
    expect((await read(on!)).available).toBe(false);

    const again = await bulkEdit({ ids, action: 'set_availability', available: 'true' });
    expect(again.body).toMatchObject({ changed: 2 });
    expect((await read(off!)).available).toBe(true);
  });

  it('moves products to a category, stored in its canonical spelling', async () => {
    const ids = await productsAt(['700.00', '800.00']);
    const answer = await bulkEdit({
      ids,
      action: 'set_category',
      main_category: 'kidsboys',
      sub_category: 'suit',
    });
    expect(answer.body).toMatchObject({ changed: 2, example: null });
    for (const id of ids) {
      expect(await read(id)).toMatchObject({ main_category: 'kidsboys', sub_category: 'Suit' });
    }
  });

  it('with dry_run only counts; nothing changes', async () => {
    const ids = await productsAt(['1000.00', '2000.00']);
    const answer = await bulkEdit({ ids, action: 'raise_price', percent: 10, dry_run: true });
    expect(answer.body).toMatchObject({
      dry_run: true,
      changed: 2,
      example: { from: '1000.00', to: '1100.00' },
    });
    expect(await pricesOf(ids)).toEqual(['1000.00', '2000.00']);
  });

  it('reports unknown ids and changes the others', async () => {
    const [id] = await productsAt(['300.00']);
    const answer = await bulkEdit({ ids: [id, 2_000_000_000], action: 'set_price', price: 301 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      changed: 1,
      changed_ids: [id],
      not_found_ids: [2_000_000_000],
    });
    const none = await bulkEdit({ ids: [2_000_000_001], action: 'set_price', price: 301 });
    expect(none.body).toMatchObject({ changed: 0, not_found_ids: [2_000_000_001] });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const ids = await productsAt(['400.00']);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { ids, action: 'raise_price', percent: 0 },
        { percent: ['Enter a percentage from 0.01 to 500.'] },
      ],
      [
        { ids, action: 'lower_price', percent: 100 },
        { percent: ['Enter a percentage from 0.01 to 90.'] },
      ],
      [{ ids, action: 'set_price', price: 'free' }, { price: ['Valid price is required'] }],
      [
        { ids, action: 'set_category', main_category: 'mens', sub_category: 'Suit' },
        { sub_category: ['Choose a sub category that belongs to the main category.'] },
      ],
      [
        { ids: [], action: 'set_availability', available: false },
        { ids: ['Select at least one product.'] },
      ],
      [
        { ids: ['x'], action: 'set_price', price: 1 },
        { ids: ['Each id must be a product id (a positive integer).'] },
      ],
      [
        { ids, action: 'rename' },
        {
          action: [
            'Choose an action: set_price, raise_price, lower_price, set_availability, set_category, put_on_sale, end_sale, link_colours, mark_sold_out.',
          ],
        },
      ],
      [
        { ids, action: 'set_price', price: 1, dry_run: 'yes' },
        { dry_run: ['dry_run must be true or false.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await bulkEdit(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
    expect(await pricesOf(ids)).toEqual(['400.00']);
  });

  it('is all or nothing: a raise that would take one price too high changes none', async () => {
    const ids = await productsAt(['100.00', '9000000.00']);
    const answer = await bulkEdit({ ids, action: 'raise_price', percent: 20 });
    expect(answer.status).toBe(400);
    expect(answer.body.percent[0]).toMatch(/would cost more than ₹1,00,00,000\.00/);
    expect(await pricesOf(ids)).toEqual(['100.00', '9000000.00']);
  });

  it('raises at the same time all apply (the rows are locked, no raise is lost)', async () => {
    const ids = await productsAt(['1000.00', '2000.00']);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => bulkEdit({ ids, action: 'raise_price', percent: 10 })),
    );
    expect(answers.map((a) => a.body.changed)).toEqual([2, 2, 2, 2]);
    // Each raise rounds: 1000 -> 1100 -> 1210 -> 1331 -> 1464.10 -> 1464.
    expect(await pricesOf(ids)).toEqual(['1464.00', '2928.00']);
  });

  it('shows on the storefront at once (the catalogue caches are expired)', async () => {
    const [id] = await productsAt(['1111.00']);
    expect((await call(`/api/products/${id}/`)).body.price).toBe('1111.00'); // now cached
    await bulkEdit({ ids: [id], action: 'set_price', price: '1234' });
    expect((await call(`/api/products/${id}/`)).body.price).toBe('1234.00');
    const page = await fetch(`${base()}/product/${id}`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('1,234.00');
  });
});

describe('who may bulk edit', () => {
  it('refuses anonymous (401) and customers (403); nothing changes', async () => {
    const ids = await productsAt(['600.00']);
    const body = { ids, action: 'set_price', price: '1' };
    const anonymous = await bulkEdit(body, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const asCustomer = await bulkEdit(body, customer.access);
    expect(asCustomer.status).toBe(403);
    expect(await pricesOf(ids)).toEqual(['600.00']);
  });

  it('the list’s server action works for an admin session and refuses a customer’s', async () => {
    const ids = await productsAt(['700.00']);
    const runAction = async (cookie: string, price: string) => {
      const answer = await fetch(`${base()}/admin/products`, {
        method: 'POST',
        headers: { 'next-action': actionId('bulkEditAction'), origin: base(), cookie },
        body: await actionBody([{ ids, action: 'set_price', price }]),
      });
      return { status: answer.status, text: await answer.text() };
    };
    const customerSession = await signIn(base(), 'customer', customer);
    const refused = await runAction(cookieHeader(customerSession.jar), '1');
    expect(refused.text).toContain('"status":403');
    expect(await pricesOf(ids)).toEqual(['700.00']);

    const adminSession = await signIn(base(), 'admin', TEST_ADMIN);
    const done = await runAction(cookieHeader(adminSession.jar), '750');
    expect(done.status).toBe(200);
    expect(done.text).toContain(`"changedIds":[${ids[0]}]`);
    expect(await pricesOf(ids)).toEqual(['750.00']);
  });
});
