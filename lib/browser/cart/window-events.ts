// Same-tab window events for the cart's small localStorage keys (availability overrides, notify
// requests), followed across tabs through the `storage` event: what useSyncExternalStore needs.

/** Dispatches a plain `Event` of `type` on window; a listener that throws is only logged. */
export function dispatchWindowEvent(type: string): void {
  try {
    const w = (globalThis as { window?: EventTarget }).window;
    w?.dispatchEvent(new Event(type));
  } catch (err) {
    console.warn(`[cart] ${type} listener failed`, err);
  }
}

/** Subscribes to same-tab events of `type` and to storage events for keys matching `matches`. */
export function subscribeToKeys(
  type: string,
  matches: (key: string) => boolean,
  listener: () => void,
): () => void {
  const w = (globalThis as { window?: EventTarget }).window;
  if (!w || typeof w.addEventListener !== 'function') return () => {};
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === undefined || matches(key)) listener();
  };
  w.addEventListener(type, listener);
  w.addEventListener('storage', onStorage);
  return () => {
    w.removeEventListener(type, listener);
    w.removeEventListener('storage', onStorage);
  };
}
