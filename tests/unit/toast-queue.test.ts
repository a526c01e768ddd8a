// The app's toast calls (components/ui/toast.ts): shown after the next frame has painted (so a
// tap's own change reaches the screen first), in the order they were made, and in a tab that
// paints no frames at the latest after 250 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastApi from '@/components/ui/toast';

type ToastModule = typeof ToastApi;

let frames: FrameRequestCallback[] = [];
let shown: string[] = [];
let toasts: ToastModule;

/** What sonner's `toast` is asked to do, as words. */
let durations: (number | undefined)[] = [];
const sonner = Object.assign((message: string) => shown.push(`plain ${message}`), {
  success: (message: string, options?: { duration?: number }) => {
    durations.push(options?.duration);
    shown.push(`success ${message}`);
  },
  error: (message: string, options?: { duration?: number }) => {
    durations.push(options?.duration);
    shown.push(`error ${message}`);
  },
  loading: (message: string, options?: { id?: string }) =>
    shown.push(`loading ${message} ${options?.id}`),
  dismiss: (id?: string) => shown.push(`dismiss ${id}`),
});

function paintFrame() {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
}

beforeEach(async () => {
  vi.useFakeTimers();
  frames = [];
  shown = [];
  durations = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.resetModules();
  toasts = await import('@/components/ui/toast');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toasts', () => {
  it('wake the outlet only once the next frame has painted', async () => {
    const woken = vi.fn();
    toasts.subscribeToastOutlet(woken);
    toasts.toast.success('Added to cart ✔');
    expect(woken).not.toHaveBeenCalled();
    expect(toasts.toastOutletWanted()).toBe(false);

    paintFrame();
    expect(woken).not.toHaveBeenCalled(); // the frame's callbacks run before it paints
    await vi.advanceTimersByTimeAsync(0);
    expect(woken).toHaveBeenCalledTimes(1);
    expect(toasts.toastOutletWanted()).toBe(true);

    toasts.toastOutletMounted(sonner as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['success Added to cart ✔']);
  });

  it('keep their order, so a dismiss never overtakes its toast', async () => {
    toasts.toastOutletMounted(sonner as never);
    const id = toasts.toast.loading('Saving…');
    toasts.toast.dismiss(id);
    toasts.toast.error('Could not save.');
    paintFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([`loading Saving… ${id}`, `dismiss ${id}`, 'error Could not save.']);
  });

  it('show in a tab that paints no frames after 250 ms', async () => {
    toasts.toastOutletMounted(sonner as never);
    toasts.toast.success('Removed from cart ✔');
    await vi.advanceTimersByTimeAsync(249);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['success Removed from cart ✔']);
    // The frame that comes later does not show it twice.
    paintFrame();
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toEqual(['success Removed from cart ✔']);
  });
});

describe('how long a toast stays', () => {
  it('gives a short message at least 4 s, and a longer one time to read it', () => {
    expect(toasts.toastDuration('Added to cart ✔')).toBe(4000);
    expect(toasts.toastDuration('')).toBe(4000);
    // 2 s to notice it and 300 ms a word: 12 words, 5.6 s.
    const twelve = 'Backup written (2.4 MB). It is at the top of the list.';
    expect(toasts.toastDuration(twelve)).toBe(5600);
    expect(toasts.toastDuration(`${twelve} ${twelve}`)).toBe(9200);
    // A wall of words still goes in 12 s.
    expect(toasts.toastDuration('word '.repeat(200))).toBe(12_000);
  });

  it('is what sonner is asked for, counting a description, unless the caller chose one', async () => {
    toasts.toastOutletMounted(sonner as never);
    toasts.toast.success('Photo 3 is now the cover.');
    toasts.toast.error('Could not save.', {
      description: 'The server did not save your changes. Try again in a minute.',
    });
    toasts.toast.error('Kept for a while.', { duration: 15_000 });
    paintFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(durations).toEqual([4000, 2000 + 300 * 15, 15_000]);
  });
});
