import type { ExternalToast, toast as SonnerToast } from 'sonner';
import { afterNextPaint } from '@/lib/browser/scheduling';

// The toast API the app calls, with sonner (~13 KB gzipped) loaded on the first toast instead of
// with every page. Calls made before the outlet is on screen wait for it in order, so
// no toast is lost and a dismiss never overtakes the toast it dismisses.

type Sonner = typeof SonnerToast;
type Message = string;

const outletListeners = new Set<() => void>();
let outletWanted = false;
let resolveOutlet: ((sonner: Sonner) => void) | null = null;
const outletReady = new Promise<Sonner>((resolve) => {
  resolveOutlet = resolve;
});
let queue: Promise<unknown> = Promise.resolve();

function wakeOutlet() {
  outletWanted = true;
  // Every toast notifies: the outlet retries a failed load on the next one.
  for (const listener of [...outletListeners]) listener();
}

/**
 * Shows a toast a frame later. A toast is asked for in the handler of a tap (Add to Cart);
 * showing it there would render it (and, for the first, load sonner and evaluate it) before the
 * tapped button's new state reaches the screen.
 */
function whenShown(call: (sonner: Sonner) => void) {
  afterNextPaint(() => {
    wakeOutlet();
    queue = queue
      .then(() => outletReady)
      .then(call)
      .catch((error: unknown) => console.error('[toast] could not show a toast', error));
  });
}

/** For the outlet (components/ui/toaster.tsx): has any toast been asked for yet? */
export function subscribeToastOutlet(listener: () => void) {
  outletListeners.add(listener);
  return () => outletListeners.delete(listener);
}
export const toastOutletWanted = () => outletWanted;

/** Called by the outlet once sonner's Toaster has mounted (and subscribed to new toasts). */
export function toastOutletMounted(sonner: Sonner) {
  resolveOutlet?.(sonner);
  resolveOutlet = null;
}

/** The shortest time a toast stays: long enough to notice it and read a short one. */
export const TOAST_MIN_MS = 4000;
/** The longest: a message that needs more than this belongs on the page, not in a toast. */
export const TOAST_MAX_MS = 12_000;

/**
 * How long a toast with these words stays: 2 s to notice it, then 300 ms a word (200 words a
 * minute, an unhurried reading pace), between TOAST_MIN_MS and TOAST_MAX_MS. A fixed 2 s took
 * longer messages ("Photo 3 is now the cover.", a refused save's reasons) away mid-sentence.
 */
export function toastDuration(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, 2000 + 300 * words));
}

/** The options with a duration that fits the words, unless the caller chose one. */
function timed(message: Message, options?: ExternalToast): ExternalToast {
  if (options?.duration !== undefined) return options;
  const description = typeof options?.description === 'string' ? options.description : '';
  return { ...options, duration: toastDuration(`${message} ${description}`) };
}

let lastId = 0;

export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    whenShown((t) => t.success(message, timed(message, options))),
  error: (message: Message, options?: ExternalToast) =>
    whenShown((t) => t.error(message, timed(message, options))),
  /** Returns the id to dismiss it with, at once, though the toast itself may show a moment later. */
  loading: (message: Message, options?: ExternalToast) => {
    const id = `loading-${++lastId}`;
    whenShown((t) => t.loading(message, { ...options, id }));
    return id;
  },
  dismiss: (id?: string) => whenShown((t) => t.dismiss(id)),
};
