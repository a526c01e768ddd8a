// The catalogue version's notes of changed products, which the search index patches from: ids add
// up across versions, and any move without a note (another server's write, the bus going deaf,
// a write that did not say, notes too old to keep) answers "unknown", so the index looks again.
import { afterEach, describe, expect, it } from 'vitest';
import {
  bumpCatalogueVersion,
  catalogueChangesSince,
  catalogueVersionOrNew,
  setOtherWritesUnheard,
} from '@/lib/server/infra/catalogue-version';

afterEach(() => setOtherWritesUnheard(false));

describe('the products changed since a catalogue version', () => {
  it('adds up the ids of every write since, and answers none when nothing moved', () => {
    const since = catalogueVersionOrNew();
    expect(catalogueChangesSince(since)).toEqual({ version: since, products: new Set() });
    bumpCatalogueVersion([3, 1]);
    bumpCatalogueVersion([]);
    bumpCatalogueVersion([1, 7]);
    expect(catalogueChangesSince(since)).toEqual({
      version: catalogueVersionOrNew(),
      products: new Set([1, 3, 7]),
    });
  });

  it('answers unknown when a move in between has no note', () => {
    const since = catalogueVersionOrNew();
    bumpCatalogueVersion([1]);
    bumpCatalogueVersion(); // a notice from another server
    bumpCatalogueVersion([2]);
    expect(catalogueChangesSince(since)).toBeNull();
    const after = catalogueVersionOrNew();
    bumpCatalogueVersion([4]);
    expect(catalogueChangesSince(after)?.products).toEqual(new Set([4]));
  });

  it('answers unknown while other servers go unheard, and for what was missed meanwhile', () => {
    const since = catalogueVersionOrNew();
    setOtherWritesUnheard(true);
    bumpCatalogueVersion([1]);
    expect(catalogueChangesSince(catalogueVersionOrNew())).toBeNull();
    setOtherWritesUnheard(false);
    expect(catalogueChangesSince(since)).toBeNull();
  });

  it('answers unknown when the notes since were too many to keep', () => {
    const since = catalogueVersionOrNew();
    for (let i = 0; i < 300; i++) bumpCatalogueVersion([i]);
    expect(catalogueChangesSince(since)).toBeNull();
    expect(catalogueChangesSince(catalogueVersionOrNew() - 10)?.products.size).toBe(10);
  });

  it('keeps the ids as they were when the write said them', () => {
    const since = catalogueVersionOrNew();
    const ids = [5];
    bumpCatalogueVersion(ids);
    ids.push(6);
    expect(catalogueChangesSince(since)?.products).toEqual(new Set([5]));
  });
});
