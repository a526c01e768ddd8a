import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import { createProduct, productForm, uniqueFields } from './support/products';

// Size charts: a chart per kind of garment or a product's own, on the product object limited to
// its sizes; the admin's /api/size-charts writes and their refusals.

type Wire = Record<string, unknown> & {
  id: number;
  size_chart: null | {
    unit: string;
    measurements: string[];
    rows: Record<string, number[]>;
    fit_note: string;
  };
  colour_siblings: { id: number; name: string; color: string; in_stock: boolean }[];
};

let admin: string;
const product = async (id: number) => (await call(`/api/products/${id}/`)).body as Wire;

const chartDraft = (kind: string | null, name: string) => ({
  name,
  kind,
  unit: 'cm',
  how_to_measure: 'Chest: under the arms.',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: ['96', '70'] },
    { size: 'M', values: ['101', '72'] },
    { size: 'L', values: [106, 74.5] },
  ],
});

beforeAll(async () => {
  admin = await adminToken();
  // The API runs share one database: a shirts chart may exist from an earlier file.
  const charts = (await call('/api/size-charts/')).body as { id: number; kind: string | null }[];
  for (const chart of charts) {
    await call(`/api/size-charts/${chart.id}/`, { method: 'DELETE', token: admin });
  }
});

describe('size charts', () => {
  let shirtsChart: number;

  it('saves a chart per kind and shows its rows for the product’s sizes only', async () => {
    const saved = await call('/api/size-charts/', {
      method: 'POST',
      token: admin,
      json: chartDraft('shirts', 'Shirts'),
    });
    expect(saved.status).toBe(201);
    shirtsChart = (saved.body as { id: number }).id;
    const shirt = await createProduct(admin, { size: 'M,L,XL', fit_note: 'Runs small.' });
    expect((await product(shirt.id)).size_chart).toEqual({
      unit: 'cm',
      measurements: ['Chest', 'Length'],
      rows: { M: [101, 72], L: [106, 74.5] },
      fit_note: 'Runs small.',
      how_to_measure: 'Chest: under the arms.',
    });
    // A belt has no sizes and no chart; the new fields are there, empty.
    const belt = await createProduct(admin, { sub_category: 'Belt', size: '' });
    expect(belt.size_chart).toBeNull();
    expect(belt.colour_siblings).toEqual([]);
  });

  it('lets a product use its own chart over its kind’s', async () => {
    const own = await call('/api/size-charts/', {
      method: 'POST',
      token: admin,
      json: {
        ...chartDraft(null, 'Slim shirts'),
        measurements: ['Chest'],
        rows: [{ size: 'M', values: ['98'] }],
      },
    });
    expect(own.status).toBe(201);
    const ownId = (own.body as { id: number }).id;
    const shirt = await createProduct(admin, { size: 'M,L', size_chart_id: String(ownId) });
    expect((await product(shirt.id)).size_chart?.rows).toEqual({ M: [98] });
    // Deleting the product's own chart falls back to its kind's.
    expect(
      (await call(`/api/size-charts/${ownId}/`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    expect((await product(shirt.id)).size_chart?.rows).toEqual({ M: [101, 72], L: [106, 74.5] });
  });

  it('refuses a bad chart with a message on the field, saving nothing', async () => {
    const before = ((await call('/api/size-charts/')).body as unknown[]).length;
    const bad = await call('/api/size-charts/', {
      method: 'POST',
      token: admin,
      json: {
        ...chartDraft(null, 'Bad'),
        rows: [{ size: 'S', values: ['wide', '-3'] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      'rows.0.values.0': ['Enter a number, e.g. 96 or 96.5.'],
      'rows.0.values.1': ['Enter a number above 0.'],
    });
    const wide = await call('/api/size-charts/', {
      method: 'POST',
      token: admin,
      json: {
        ...chartDraft(null, 'Wide'),
        measurements: Array.from({ length: 40 }, (_, i) => `C${i}`),
      },
    });
    expect(wide.status).toBe(400);
    expect((wide.body as Record<string, string[]>).measurements).toEqual([
      'Enter at most 12 measurements.',
    ]);
    const second = await call('/api/size-charts/', {
      method: 'POST',
      token: admin,
      json: chartDraft('shirts', 'Shirts again'),
    });
    expect(second.status).toBe(400);
    expect(Object.keys(second.body as object)).toEqual(['kind']);
    expect(((await call('/api/size-charts/')).body as unknown[]).length).toBe(before);
  });

  it('lets only an admin write charts', async () => {
    const anonymous = await call('/api/size-charts/', {
      method: 'POST',
      json: chartDraft(null, 'X'),
    });
    expect(anonymous.status).toBe(401);
    const edit = await call(`/api/size-charts/${shirtsChart}/`, {
      method: 'PUT',
      json: chartDraft('shirts', 'X'),
    });
    expect(edit.status).toBe(401);
  });

  it('refuses an unknown chart id on a product', async () => {
    const answer = await call('/api/products/', {
      method: 'POST',
      token: admin,
      body: productForm(uniqueFields({ size_chart_id: '999999' })),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body as object)).toEqual(['size_chart_id']);
  });
});
