// The catalogue version's notes of changed products, which the search index patches from: ids add
// up across versions, and any move without a note (another server's write, the bus going deaf,
// a write that did not say, notes too old to keep) says that something else may have changed.
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
    expect(catalogueChangesSince(since)).toEqual({
      version: since,
      products: new Set(),
      unknown: false,
    });
    bumpCatalogueVersion([3, 1]);
    bumpCatalogueVersion([]);
    bumpCatalogueVersion([1, 7]);
    expect(catalogueChangesSince(since)).toEqual({
      version: catalogueVersionOrNew(),
      products: new Set([1, 3, 7]),
      unknown: false,
    });
  });

  it('says unknown when a move in between has no note, keeping the ids that were named', () => {
    const since = catalogueVersionOrNew();
    bumpCatalogueVersion([1]);
    bumpCatalogueVersion(); // a notice from the database
    bumpCatalogueVersion([2]);
    expect(catalogueChangesSince(since)).toMatchObject({
      products: new Set([1, 2]),
      unknown: true,
    });
    const after = catalogueVersionOrNew();
    bumpCatalogueVersion([4]);
    expect(catalogueChangesSince(after)).toMatchObject({ products: new Set([4]), unknown: false });
  });

  it('says unknown while other servers go unheard, and for what was missed meanwhile', () => {
    const since = catalogueVersionOrNew();
    setOtherWritesUnheard(true);
    bumpCatalogueVersion([1]);
    expect(catalogueChangesSince(catalogueVersionOrNew()).unknown).toBe(true);
    setOtherWritesUnheard(false);
    expect(catalogueChangesSince(since).unknown).toBe(true);
  });

  it('says unknown when the notes since were too many to keep', () => {
    const since = catalogueVersionOrNew();
    for (let i = 0; i < 300; i++) bumpCatalogueVersion([i]);
    expect(catalogueChangesSince(since).unknown).toBe(true);
    expect(catalogueChangesSince(catalogueVersionOrNew() - 10)).toMatchObject({
      products: new Set([290, 291, 292, 293, 294, 295, 296, 297, 298, 299]),
      unknown: false,
    });
  });

  it('keeps the ids as they were when the write said them', () => {
    const since = catalogueVersionOrNew();
    const ids = [5];
    bumpCatalogueVersion(ids);
    ids.push(6);
    expect(catalogueChangesSince(since).products).toEqual(new Set([5]));
  });
});
