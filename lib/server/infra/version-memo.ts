import LRUCache from 'lru-cache';
import { catalogueVersionOrNew } from '@/lib/server/infra/catalogue-version';

/**
 * The one memo of work derived from the catalogue (its reads, the shop's settings and tax rates,
 * the API's serialized product lists): results kept in memory until the catalogue changes (any
 * write, on any server: see catalogue-version.ts) or `ttlMs` passes. Concurrent misses for one
 * key share a single read, and a read that overlapped a write is not kept. Every caller gets its
 * own copy, so a page that sorts or trims what it got cannot change what the next page gets
 * (text is immutable, so a string is handed out as it is).
 */
export function versionMemo<T>(options: {
  /** A bound on memory: the sum of `weigh` over the kept results (and their keys). */
  maxWeight: number;
  weigh: (value: T, key: string) => number;
  ttlMs: number;
}) {
  const kept = new LRUCache<string, { version: number; value: T }>({
    maxSize: options.maxWeight,
    sizeCalculation: (entry, key) => Math.max(1, options.weigh(entry.value, key)),
    ttl: options.ttlMs,
  });
  const reading = new Map<string, { version: number; promise: Promise<T> }>();
  const copy = (value: T): T => (typeof value === 'string' ? value : structuredClone(value));

  async function remembered(key: string, read: () => Promise<T>): Promise<T> {
    const version = catalogueVersionOrNew();
    const hit = kept.get(key);
    if (hit && hit.version === version) return copy(hit.value);
    let pending = reading.get(key);
    if (!pending || pending.version !== version) {
      const promise = read().then((value) => {
        if (catalogueVersionOrNew() === version) kept.set(key, { version, value });
        return value;
      });
      pending = { version, promise };
      reading.set(key, pending);
      const mine = pending;
      void promise.then(
        () => reading.get(key) === mine && reading.delete(key),
        () => reading.get(key) === mine && reading.delete(key),
      );
    }
    return copy(await pending.promise);
  }

  /**
   * Keeps a value read elsewhere (ahead of being asked for) under `key`, if the catalogue is still
   * at `version`, the version read before the value was.
   */
  function keep(key: string, value: T, version: number): void {
    if (catalogueVersionOrNew() === version) kept.set(key, { version, value });
  }

  return Object.assign(remembered, { keep });
}
