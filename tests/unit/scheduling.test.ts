// Deferred browser work (lib/browser/scheduling.ts): work after the load runs at once on a loaded
// page, else on its load event, once, unless cancelled.
// afterNextPaint is covered through the toasts (toast-queue.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from '@/lib/browser/scheduling';

afterEach(() => vi.unstubAllGlobals());

describe('afterLoad', () => {
  function page(readyState: DocumentReadyState) {
    const target = new EventTarget();
    vi.stubGlobal('document', { readyState });
    vi.stubGlobal('window', target);
    return target;
  }

  it('runs at once on a page that has loaded', () => {
    page('complete');
    const work = vi.fn();
    afterLoad(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event on a page still loading, once', () => {
    const window = page('interactive');
    const work = vi.fn();
    afterLoad(work);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the load event once cancelled', () => {
    const window = page('loading');
    const work = vi.fn();
    afterLoad(work)();
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
  });
});
