// Bulk edit's "Mark sold out" over HTTP (PGlite and PostgreSQL): every count of the selected
// products goes to 0 (each size's for a product kept per size, the total otherwise), the dry run
// says how many products and pieces, and each product's ledger shows 'bulk_edit' rows taking the
// pieces off, naming the admin. Products already at 0 are counted as unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { adminToken, call } from './support/client';
import { createProduct, postProduct, uniqueFields } from './support/products';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

const bulkEdit = (body: unknown) =>
  call('/api/products/bulk-edit/', { method: 'POST', token: admin, json: body });

const read = async (id: number) =>
  (await call(`/api/products/${id}/`)).body as {
    stock: number;
    size_stock: Record<string, number> | null;
  };

interface Row {
  size: string | null;
  change: number;
  balance: number;
  reason: string;
  admin: string | null;
}

/** A product's ledger, newest first (one page is plenty for these products). */
async function ledger(id: number): Promise<Row[]> {
  const answer = await call(`/api/products/${id}/ledger/?page_size=100`, { token: admin });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.results as Row[];
}

async function sized(sizeStock: Record<string, number>) {
  const { stock: _stock, ...fields } = uniqueFields({
    size: Object.keys(sizeStock).join(','),
    size_stock: JSON.stringify(sizeStock),
  });
  const answer = await postProduct(admin, fields);
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { id: number }).id;
}

describe('bulk edit: mark sold out', () => {
  it('takes every count to 0 with a bulk_edit ledger row per count, naming the admin', async () => {
    const shirt = await sized({ S: 2, M: 0, L: 5 });
    const cap = (await createProduct(admin, { size: '', sub_category: 'Caps', stock: '4' })).id;
    const empty = (await createProduct(admin, { size: '', sub_category: 'Caps', stock: '0' })).id;
    const ids = [shirt, cap, empty];

    const preview = await bulkEdit({ ids, action: 'mark_sold_out', dry_run: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      dry_run: true,
      changed: 2,
      changed_ids: [shirt, cap],
      unchanged_ids: [empty],
      pieces: 11,
    });
    expect((await read(cap)).stock).toBe(4);

    const answer = await bulkEdit({ ids, action: 'mark_sold_out' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      dry_run: false,
      changed: 2,
      changed_ids: [shirt, cap],
      unchanged_ids: [empty],
      not_found_ids: [],
      example: null,
      pieces: 11,
    });

    expect(await read(shirt)).toMatchObject({ stock: 0, size_stock: { S: 0, M: 0, L: 0 } });
    expect((await read(cap)).stock).toBe(0);

    const shirtRows = (await ledger(shirt)).filter((r) => r.reason === 'bulk_edit');
    expect(shirtRows.map((r) => [r.size, r.change, r.balance, r.admin]).sort()).toEqual([
      ['L', -5, 0, TEST_ADMIN.username],
      ['S', -2, 0, TEST_ADMIN.username],
    ]);
    expect((await ledger(cap)).filter((r) => r.reason === 'bulk_edit')).toMatchObject([
      { size: null, change: -4, balance: 0, admin: TEST_ADMIN.username },
    ]);
    expect((await ledger(empty)).filter((r) => r.reason === 'bulk_edit')).toEqual([]);

    // Again: nothing left to take off.
    const again = await bulkEdit({ ids, action: 'mark_sold_out' });
    expect(again.body).toMatchObject({ changed: 0, unchanged_ids: ids, pieces: 0 });
  });
});
