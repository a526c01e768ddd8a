import LRUCache from 'lru-cache';
import { catalogueVersion } from '@/lib/server/infra/catalogue-version';

/**
 * Results of catalogue reads kept in memory until the catalogue changes (any write, on any
 * server: see catalogue-version.ts) or `ttlMs` passes. Concurrent misses for one key share a
 * single read, and a read that overlapped a write is not kept. Every caller gets its own copy,
 * so a page that sorts or trims what it got cannot change what the next page gets.
 */
export function versionMemo<T>(options: {
  /** A bound on memory: the sum of `weigh` over the kept results. */
  maxWeight: number;
  weigh: (value: T) => number;
  ttlMs: number;
}) {
  const kept = new LRUCache<string, { version: number; value: T }>({
    maxSize: options.maxWeight,
    sizeCalculation: (entry) => Math.max(1, options.weigh(entry.value)),
    ttl: options.ttlMs,
  });
  const reading = new Map<string, { version: number; promise: Promise<T> }>();

  return async function remembered(key: string, read: () => Promise<T>): Promise<T> {
    const version = catalogueVersion();
    const hit = kept.get(key);
    if (hit && hit.version === version) return structuredClone(hit.value);
    let pending = reading.get(key);
    if (!pending || pending.version !== version) {
      const promise = read().then((value) => {
        if (catalogueVersion() === version) kept.set(key, { version, value });
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
    return structuredClone(await pending.promise);
  };
}
