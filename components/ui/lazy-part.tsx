'use client';

// The one way a component comes in a chunk of its own: the page's first load carries only what
// opens it. The chunk is fetched on intent (`prefetch` on pointer down or focus) and at the latest
// when the part is wanted (the press, or the cart having lines); a press before it has arrived is
// not lost: the part shows as soon as it has. A failed fetch is tried again the next time.
import { useEffect, useState, type ComponentType } from 'react';

export interface LazyPart<P extends object> {
  /** Starts fetching the chunk, if not already fetched; never throws. */
  prefetch(): void;
  /** Fetches the chunk (the same promise until it fails). */
  load(): Promise<unknown>;
  /** Whether the chunk is here. */
  loaded(): boolean;
  /** The chunk's component, drawn once `useLazyPart` says it is here. */
  Part: ComponentType<P>;
}

export function lazyPart<P extends object>(
  importPart: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let loading: Promise<unknown> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const load = () =>
    (loading ??= importPart().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => Loaded !== null,
    prefetch: () => void load().catch(() => undefined),
    Part: (props: P) => (Loaded ? <Loaded {...props} /> : null),
  };
}

/**
 * Whether the part is wanted and here (then draw `part.Part`; else a placeholder, or nothing).
 * Being wanted fetches it; a failed fetch calls `onError` (say, to close what was opening).
 */
export function useLazyPart<P extends object>(
  part: LazyPart<P>,
  wanted: boolean,
  onError?: (error: unknown) => void,
): boolean {
  const [here, setHere] = useState(part.loaded);
  const ready = here || part.loaded();
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    part.load().then(
      () => live && setHere(true),
      (error: unknown) => live && onError?.(error),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, ready, onError]);
  return wanted && ready;
}
