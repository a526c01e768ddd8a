// Deferred browser work (lib/browser/scheduling.ts): idle work waits for an idle moment where the
// browser offers one, with a deadline, and for the deadline alone where it does not (Safari).
// afterNextPaint is covered through the toasts (toast-queue.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/browser/scheduling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with the deadline', () => {
    const asked: { work: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void, options?: { timeout?: number }) =>
      asked.push({ work, timeout: options?.timeout }),
    );
    const work = vi.fn();
    whenIdle(work, 2000);
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled(); // the browser decides when
    expect(asked).toHaveLength(1);
    expect(asked[0]!.timeout).toBe(2000);
    asked[0]!.work();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at the deadline where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 2000);
    vi.advanceTimersByTime(1999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
