import { XMLParser } from 'fast-xml-parser';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base, call } from './support/client';
import { createProduct, jpeg, productForm, uniqueFields } from './support/products';

// Colour siblings: products linked as one design in other colours, symmetric, surviving a
// delete; the writes and bulk edit that link them, and the feeds that group every size of every
// colour under one item_group_id.

type Wire = Record<string, unknown> & {
  id: number;
  name: string;
  colour_siblings: { id: number; name: string; color: string; in_stock: boolean }[];
};

let admin: string;
const product = async (id: number) => (await call(`/api/products/${id}/`)).body as Wire;
const siblingIds = (p: Wire) => p.colour_siblings.map((s) => s.id).sort((a, b) => a - b);

beforeAll(async () => {
  admin = await adminToken();
});

describe('colour siblings', () => {
  it('shows each other colour by its own first photo', async () => {
    const navy = await createProduct(admin, { color: 'Navy Blue' }, [
      await jpeg(64, 48, '#1f2d4e'),
    ]);
    const red = await createProduct(admin, { color: 'Red' }, [await jpeg(64, 48, '#b3262e')]);
    await call(`/api/products/${navy.id}/`, {
      method: 'PATCH',
      token: admin,
      json: { colour_sibling_ids: [red.id] },
    });
    const photo = (p: { images: { url: string }[] }) => new URL(p.images[0]!.url, base()).pathname;
    const [ofNavy] = (await product(navy.id)).colour_siblings as unknown as { image: string }[];
    const [ofRed] = (await product(red.id)).colour_siblings as unknown as { image: string }[];
    expect(new URL(ofNavy!.image).pathname).toBe(photo(red));
    expect(new URL(ofRed!.image).pathname).toBe(photo(navy));
  });

  it('links symmetrically, unlinks one, and survives deleting a member', async () => {
    const navy = await createProduct(admin, { color: 'Navy Blue', size: 'M,L' });
    const white = await createProduct(admin, { color: 'White', size: 'M,L', stock: '0' });
    const red = await createProduct(admin, { color: 'Red', size: 'M,L' });
    const linked = await call(`/api/products/${navy.id}/`, {
      method: 'PATCH',
      token: admin,
      json: { colour_sibling_ids: [white.id, red.id] },
    });
    expect(linked.status).toBe(200);
    const navyNow = linked.body as Wire;
    expect(navyNow.colour_siblings.map((s) => [s.id, s.color, s.in_stock])).toEqual([
      [white.id, 'White', false],
      [red.id, 'Red', true],
    ]);
    expect(siblingIds(await product(white.id))).toEqual([navy.id, red.id]);
    expect(siblingIds(await product(red.id))).toEqual([navy.id, white.id]);

    // Multipart, as JSON text (as size_stock travels): white leaves, the other two stay linked.
    const form = productForm({ colour_sibling_ids: '[]' });
    const unlinked = await call(`/api/products/${white.id}/`, {
      method: 'PATCH',
      token: admin,
      body: form,
    });
    expect(unlinked.status).toBe(200);
    expect((unlinked.body as Wire).colour_siblings).toEqual([]);
    expect(siblingIds(await product(navy.id))).toEqual([red.id]);

    // Linking white again (repeated fields), then deleting navy: white and red stay linked.
    const again = productForm({ colour_sibling_ids: [String(navy.id), String(red.id)] });
    expect(
      (await call(`/api/products/${white.id}/`, { method: 'PATCH', token: admin, body: again }))
        .status,
    ).toBe(200);
    expect(
      (await call(`/api/products/${navy.id}/`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    expect(siblingIds(await product(white.id))).toEqual([red.id]);
    expect(siblingIds(await product(red.id))).toEqual([white.id]);
  });

  it('bulk edit links the selected products as colours of one design', async () => {
    const created = await Promise.all(
      ['Rust', 'Teal', 'Sand'].map(async (color) => (await createProduct(admin, { color })).id),
    );
    // Made at once, so their ids may come in any order.
    const ids = created.sort((a, b) => a - b);
    const bulk = (body: object) =>
      call('/api/products/bulk-edit/', { method: 'POST', token: admin, json: body });
    const preview = await bulk({ ids, action: 'link_colours', dry_run: true });
    expect(preview.status).toBe(200);
    expect((preview.body as { changed: number }).changed).toBe(3);
    expect(siblingIds(await product(ids[0]!))).toEqual([]);
    const applied = await bulk({ ids, action: 'link_colours' });
    expect((applied.body as { changed_ids: number[] }).changed_ids).toEqual(ids);
    expect(siblingIds(await product(ids[2]!))).toEqual([ids[0], ids[1]]);
    const again = await bulk({ ids, action: 'link_colours' });
    expect((again.body as { unchanged_ids: number[] }).unchanged_ids).toEqual(ids);
    const alone = await bulk({ ids: [ids[0]], action: 'link_colours' });
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ ids: ['Select at least two products to link as colours.'] });
  });

  it('refuses an unknown id on colour_sibling_ids and saves nothing', async () => {
    const tee = await createProduct(admin, { color: 'Black', name: 'Tee before' });
    const answer = await call(`/api/products/${tee.id}/`, {
      method: 'PATCH',
      token: admin,
      json: { name: 'Tee after', colour_sibling_ids: [999999] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ colour_sibling_ids: ['No product has the id 999999.'] });
    expect((await product(tee.id)).name).toBe('Tee before');
    const text = await call(`/api/products/${tee.id}/`, {
      method: 'PATCH',
      token: admin,
      json: { colour_sibling_ids: ['twelve'] },
    });
    expect(text.status).toBe(400);
    expect(Object.keys(text.body as object)).toEqual(['colour_sibling_ids']);
    const created = await call('/api/products/', {
      method: 'POST',
      token: admin,
      json: { ...uniqueFields(), colour_sibling_ids: [999998] },
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body as object)).toEqual(['colour_sibling_ids']);
  });

  it('gives every size of every colour one item group in both feeds, with colour and size', async () => {
    const olive = await createProduct(admin, { color: 'Olive', size: 'S,M' });
    const sand = await createProduct(admin, { color: 'Sand', size: 'M,L' });
    await call(`/api/products/${sand.id}/`, {
      method: 'PATCH',
      token: admin,
      json: { colour_sibling_ids: [olive.id] },
    });
    const group = String(Math.min(olive.id, sand.id));
    const xml = await (await fetch(`${base()}/feeds/google.xml`)).text();
    const items = new XMLParser({ parseTagValue: false, isArray: (n) => n === 'item' }).parse(xml)
      .rss.channel.item as Record<string, string>[];
    const ours = items.filter((i) =>
      [olive.id, sand.id].some((id) => i['g:id']!.startsWith(`${id}-`)),
    );
    expect(
      ours.map((i) => [i['g:id'], i['g:item_group_id'], i['g:color'], i['g:size']]).sort(),
    ).toEqual(
      [
        [`${olive.id}-M`, group, 'Olive', 'M'],
        [`${olive.id}-S`, group, 'Olive', 'S'],
        [`${sand.id}-L`, group, 'Sand', 'L'],
        [`${sand.id}-M`, group, 'Sand', 'M'],
      ].sort(),
    );
    const csv = await (await fetch(`${base()}/feeds/meta.csv`)).text();
    const rows = (parse(csv, { columns: true }) as Record<string, string>[]).filter((r) =>
      [olive.id, sand.id].some((id) => r.id!.startsWith(`${id}-`)),
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.item_group_id).toBe(group);
      expect(row.color).toBe(row.id!.startsWith(`${olive.id}-`) ? 'Olive' : 'Sand');
      expect(row.size).toBe(row.id!.split('-')[1]);
    }
  });
});
