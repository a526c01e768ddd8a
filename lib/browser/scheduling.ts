// When deferred work runs in the browser: after the frame a tap paints, or once the page is idle.
// A tap's handler that renders more than the tapped control's new state (a toast, a dialog)
// delays the frame that shows the shopper the tap landed; work nobody waits for (loading a chunk
// a later tap needs) belongs where it cannot meet a tap at all.

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
 * Runs `work` once the browser has an idle moment, at the latest after `timeoutMs`. Safari has
 * no `requestIdleCallback`: there it runs after `timeoutMs`.
 */
export function whenIdle(work: () => void, timeoutMs = 3000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, timeoutMs);
}
