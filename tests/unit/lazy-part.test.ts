// lazyPart: a chunk is fetched once, is "here" once fetched, and a failed fetch is tried again.
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/components/ui/lazy-part';

const Part = () => null;

describe('lazyPart', () => {
  it('fetches once, however often it is asked', async () => {
    const load = vi.fn(async () => Part);
    const part = lazyPart(load);
    expect(part.loaded()).toBe(false);
    part.prefetch();
    part.prefetch();
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toBe(true);
  });

  it('forgets a failed fetch, so the next press tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Part);
    const part = lazyPart(load);
    part.prefetch();
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBe(false);
    await part.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.loaded()).toBe(true);
  });
});
