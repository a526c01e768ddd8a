// The place of supply of a delivery (docs/api.md "Order fields for money and paperwork"): the
// state comes from the PIN code when none is sent, is read by name or GST code, and a state the
// PIN is not in is a 400 naming both; a delivery to another state is invoiced with IGST. The
// POST answer is the order object GET reads, with the token and the WhatsApp link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { adminToken, base, call } from './support/client';
import { createProduct } from './support/products';

let admin: string;
let defaults: Record<string, unknown>;
let shirt: { id: number };

const settings = (json: unknown) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json });
const toKochi = (state?: string) =>
  call('/api/orders/', {
    method: 'POST',
    json: {
      name: 'Anu Thomas',
      phone: '98470 12345',
      fulfilment: 'delivery',
      address: '14 Marine Drive, Ernakulam',
      pincode: '682031',
      ...(state === undefined ? {} : { state }),
      lines: [{ product_id: shirt.id, qty: 1 }],
    },
  });

beforeAll(async () => {
  admin = await adminToken();
  defaults = (await call('/api/shop-settings/', { token: admin })).body;
  // A Karnataka shop that charges GST: a Kerala delivery is an inter-state sale.
  const saved = await settings({
    legal_name: 'Style Point Menswear LLP',
    gst_scheme: 'regular',
    gstin: '29AAGCB7383J1Z4',
    state_code: '29',
  });
  expect(saved.status, saved.text).toBe(200);
  shirt = await createProduct(admin, {
    size: '',
    sub_category: 'Shirt',
    price: '2999.00',
    stock: '20',
  });
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

describe('the state of a delivery', () => {
  it('comes from the PIN code when none is sent, and the shop reads it in the message', async () => {
    const placed = await toKochi();
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.state).toBe('32');
    const text = new URL(placed.body.whatsapp_url as string).searchParams.get('text')!;
    expect(text).toContain(
      'Name: Anu Thomas\nPhone: +91 98470 12345\nDelivery to: 14 Marine Drive, Ernakulam\nPIN code: 682031\nState: Kerala',
    );
  });

  it('is read by GST code or by name', async () => {
    for (const state of ['32', 'Kerala', 'KERALA']) {
      const placed = await toKochi(state);
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.state, state).toBe('32');
    }
  });

  it('is refused with a 400 naming both when the PIN code is in another state', async () => {
    const before = (await call('/api/orders/?page_size=20', { token: admin })).body.count;
    for (const state of ['Karnataka', '29']) {
      const refused = await toKochi(state);
      expect(refused.status, state).toBe(400);
      expect(refused.body).toEqual({ state: ['PIN 682031 is in Kerala, not Karnataka.'] });
    }
    expect((await call('/api/orders/?page_size=20', { token: admin })).body.count).toBe(before);
  });

  it('makes a Kerala delivery an IGST sale on the invoice', async () => {
    const placed = await toKochi('Kerala');
    expect(placed.status, placed.text).toBe(201);
    const number = placed.body.number as string;
    const confirmed = await call(`/api/orders/${number}/`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'confirmed' },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const res = await fetch(`${base()}/api/orders/${number}/invoice.pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Place of supply: Kerala (32)');
    expect(text).toMatch(/IGST/);
    expect(text).not.toMatch(/CGST|SGST/);
  });
});

describe('the answer to POST /api/orders/', () => {
  it('is the order object GET reads, with the token and the WhatsApp link', async () => {
    const placed = await toKochi();
    expect(placed.status, placed.text).toBe(201);
    const { token, whatsapp_url, ...order } = placed.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(whatsapp_url).toMatch(/^https:\/\/wa\.me\//);
    expect(order).toMatchObject({
      state: '32',
      payment: { method: 'on_delivery', state: 'unpaid', utr: null, claimed_at: null },
      invoice_number: null,
      credit_note_number: null,
      name: 'Anu Thomas',
      phone: '+919847012345',
      pincode: '682031',
    });
    // Every field the admin reads, with the same values (the admin's own extras, such as a UTR
    // also claimed on another order, stay with the admin).
    const read = await call(`/api/orders/${order.number}/`, { token: admin });
    expect(Object.keys(order).sort()).toEqual(Object.keys(read.body).sort());
    expect(read.body).toMatchObject(order);
  });
});
