// When deferred work runs in the browser: after the frame a tap paints, or once the page has
// loaded. A tap's handler that renders more than the tapped control's new state (a toast)
// delays the frame that shows the shopper the tap landed; what the first screen does not need
// (the hero's video) waits until the page has loaded.

/**
 * Runs `work` once the next frame has painted. Calls keep their order (frames and timers run in
 * turn). A hidden tab paints no frames: there the work runs after 250 ms instead of waiting for
 * the shopper to come back.
 */
export function afterNextPaint(work: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

/**
 * Runs `work` once the page has loaded (its scripts and images, the first screen's largest photo
 * among them), at once when it already has; returns what cancels it. What it fetches then does
 * not share a slow connection with what the first screen shows.
 */
export function afterLoad(work: () => void): () => void {
  if (document.readyState === 'complete') {
    work();
    return () => undefined;
  }
  window.addEventListener('load', work, { once: true });
  return () => window.removeEventListener('load', work);
}
