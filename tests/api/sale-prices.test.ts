// Sale prices on the wire (docs/api.md "The product object"): written with a product, refused
// at or above the price, shown as sale_price while the sale runs, charged on orders, listed on
// the Sale page, carried by the feeds, and set and ended for many products by bulk edit.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base, call } from './support/client';
import { createProduct } from './support/products';

let admin: string;
let kurta: { id: number };

const patch = (id: number, json: unknown) =>
  call(`/api/products/${id}/`, { method: 'PATCH', token: admin, json });

beforeAll(async () => {
  admin = await adminToken();
  kurta = await createProduct(admin, {
    size: '',
    name: 'Sale kurta',
    price: '1999.00',
    stock: '10',
  });
});

describe('sale prices', () => {
  it('are refused at or above the price, naming the field, and nothing changes', async () => {
    const bad = await patch(kurta.id, { sale_price: '1999.00' });
    expect(bad.status).toBe(400);
    expect(bad.body.sale_price).toEqual(['The sale price must be below the price (₹1,999.00).']);
    const date = await patch(kurta.id, { sale_price: '1499', sale_ends_at: '31/12/2026' });
    expect(date.body.sale_ends_at).toEqual([
      'Enter the sale’s last day as a date, e.g. 2026-12-31.',
    ]);
    const read = await call(`/api/products/${kurta.id}/`);
    expect(read.body).toMatchObject({ sale_price: null, sale_ends_at: null });
  });

  it('show while the sale runs, are charged on orders, listed on /sale and in the feeds', async () => {
    const saved = await patch(kurta.id, { sale_price: '1499', sale_ends_at: '2099-12-31' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      price: '1999.00',
      sale_price: '1499.00',
      sale_ends_at: '2099-12-31T18:30:00.000Z',
    });
    const order = await call('/api/orders/', {
      method: 'POST',
      json: { name: 'Asha', fulfilment: 'pickup', lines: [{ product_id: kurta.id, qty: 2 }] },
    });
    expect(order.body).toMatchObject({ subtotal: '2998.00', lines: [{ unit_price: '1499.00' }] });
    const page = await (await fetch(`${base()}/sale`)).text();
    expect(page).toContain('Sale kurta');
    expect(page).toContain('Save ₹500.00 (25%)');
    const google = await (await fetch(`${base()}/feeds/google.xml`)).text();
    expect(google).toContain('<g:sale_price>1499.00 INR</g:sale_price>');
  });

  it('are set and ended for many products by bulk edit', async () => {
    const other = await createProduct(admin, { size: '', price: '1000.00', stock: '3' });
    const bulk = (json: Record<string, unknown>) =>
      call('/api/products/bulk-edit/', {
        method: 'POST',
        token: admin,
        json: { ids: [kurta.id, other.id], ...json },
      });
    const on = await bulk({ action: 'put_on_sale', percent: 20 });
    expect(on.status, on.text).toBe(200);
    expect(on.body.changed).toBe(2);
    expect((await call(`/api/products/${other.id}/`)).body.sale_price).toBe('800.00');
    expect((await call(`/api/products/${kurta.id}/`)).body).toMatchObject({
      sale_price: '1599.00',
      sale_ends_at: null,
    });
    const off = await bulk({ action: 'end_sale' });
    expect(off.body.changed).toBe(2);
    expect((await call(`/api/products/${kurta.id}/`)).body.sale_price).toBeNull();
    const page = await (await fetch(`${base()}/sale`)).text();
    expect(page).not.toContain('Sale kurta');
  });
});
