import type { ExternalToast, toast as SonnerToast } from 'sonner';

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

/**
 * Runs `work` once the next frame has painted. A toast is asked for in the handler of a tap (Add
 * to Cart); showing it there would render it (and, for the first, start loading sonner and
 * evaluate it when it arrives) before the tapped button's new state reaches the screen. The
 * toast follows a frame later instead. Calls keep their order (frames and timers run in turn).
 */
function afterNextPaint(work: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A hidden tab paints no frames: its toasts must not wait for the shopper to come back.
  setTimeout(once, 250);
}

function wakeOutlet() {
  outletWanted = true;
  // Every toast notifies: the outlet retries a failed load on the next one.
  for (const listener of [...outletListeners]) listener();
}

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

let lastId = 0;

export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    whenShown((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => whenShown((t) => t.error(message, options)),
  /** Returns the id to dismiss it with, at once, though the toast itself may show a moment later. */
  loading: (message: Message, options?: ExternalToast) => {
    const id = `loading-${++lastId}`;
    whenShown((t) => t.loading(message, { ...options, id }));
    return id;
  },
  dismiss: (id?: string) => whenShown((t) => t.dismiss(id)),
};
