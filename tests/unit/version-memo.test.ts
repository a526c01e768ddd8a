// Catalogue reads kept until the catalogue changes (lib/server/infra/version-memo.ts).
import { afterEach, describe, expect, it } from 'vitest';
import {
  bumpCatalogueVersion,
  catalogueVersionOrNew,
  setOtherWritesUnheard,
} from '@/lib/server/infra/catalogue-version';
import { versionMemo } from '@/lib/server/infra/version-memo';

const memo = () =>
  versionMemo<{ n: number; items?: number[] }>({
    maxWeight: 1000,
    weigh: () => 1,
    ttlMs: 60_000,
  });

function counter() {
  let reads = 0;
  return {
    read: async () => ({ n: ++reads }),
    get reads() {
      return reads;
    },
  };
}

afterEach(() => setOtherWritesUnheard(false));

describe('version memo', () => {
  it('reads once until the catalogue changes, then again', async () => {
    const remembered = memo();
    const source = counter();
    expect(await remembered('k', source.read)).toEqual({ n: 1 });
    expect(await remembered('k', source.read)).toEqual({ n: 1 });
    bumpCatalogueVersion();
    expect(await remembered('k', source.read)).toEqual({ n: 2 });
    expect(source.reads).toBe(2);
  });

  it('keeps a value read ahead only while the catalogue is at the version it was read at', async () => {
    const remembered = memo();
    const source = counter();
    remembered.keep('ahead', { n: 41 }, catalogueVersionOrNew());
    expect(await remembered('ahead', source.read)).toEqual({ n: 41 });
    const readAt = catalogueVersionOrNew();
    bumpCatalogueVersion(); // a write while it was being read
    remembered.keep('late', { n: 7 }, readAt);
    expect(await remembered('late', source.read)).toEqual({ n: 1 });
    expect(source.reads).toBe(1);
  });

  it('shares one read among concurrent misses', async () => {
    const remembered = memo();
    const source = counter();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => remembered('k', source.read)),
    );
    expect(source.reads).toBe(1);
    expect(answers.every((a) => a.n === 1)).toBe(true);
  });

  it('does not keep a read that overlapped a write', async () => {
    const remembered = memo();
    let reads = 0;
    await remembered('k', async () => {
      reads++;
      bumpCatalogueVersion();
      return { n: reads };
    });
    await remembered('k', async () => ({ n: ++reads }));
    expect(reads).toBe(2);
  });

  it('gives every caller its own copy', async () => {
    const remembered = memo();
    const first = await remembered('k', async () => ({ n: 1, items: [3, 1, 2] }));
    first.items!.sort();
    first.n = 99;
    expect(await remembered('k', async () => ({ n: 2 }))).toEqual({ n: 1, items: [3, 1, 2] });
  });

  it('reuses nothing while writes on other servers could be missed', async () => {
    const remembered = memo();
    const source = counter();
    setOtherWritesUnheard(true);
    await remembered('k', source.read);
    await remembered('k', source.read);
    expect(source.reads).toBe(2);
    const before = catalogueVersionOrNew();
    setOtherWritesUnheard(false);
    // Hearing again counts as a change: writes may have been missed meanwhile.
    expect(catalogueVersionOrNew()).not.toBe(before);
    await remembered('k', source.read);
    await remembered('k', source.read);
    expect(source.reads).toBe(3);
  });
});
