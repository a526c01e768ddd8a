// Opening a wa.me link (lib/shared/whatsapp.ts builds them) in a new tab, in the browser.

export type OpenResult = 'opened' | 'blocked' | 'failed';

/**
 * Opens the link in a new tab. 'blocked' when the browser refused the popup (show 'Please
 * allow popups and try again.'), 'failed' when opening threw or there is no window.
 *
 * Not `window.open(url, '_blank', 'noopener')`: with the noopener feature window.open always
 * returns null (HTML spec), which would make every open look blocked. The new tab's opener is
 * cut by hand instead.
 */
export function openWhatsApp(url: string): OpenResult {
  const w = (globalThis as { window?: Pick<Window, 'open'> }).window;
  if (!w || typeof w.open !== 'function') return 'failed';
  try {
    const opened = w.open(url, '_blank');
    if (!opened) return 'blocked';
    try {
      opened.opener = null;
    } catch {
      // cross-origin already: nothing to cut
    }
    return 'opened';
  } catch (err) {
    console.warn('[whatsapp] could not open the link', err);
    return 'failed';
  }
}

/** A window opened by a click, waiting for its address (a message that is still being made). */
export interface PendingWindow {
  go(url: string): void;
  close(): void;
}

/**
 * Opens an empty tab now, for a message whose link comes after an await: popup blockers allow
 * windows opened by a click, not after it. Call it synchronously from the click handler. The
 * reason when it could not open: 'blocked' by the browser, or 'failed'.
 */
export function openPendingWindow(): PendingWindow | Exclude<OpenResult, 'opened'> {
  let opened: Window | null;
  try {
    opened = window.open('', '_blank');
  } catch (err) {
    console.warn('[whatsapp] could not open a window', err);
    return 'failed';
  }
  if (!opened) return 'blocked';
  const win = opened;
  try {
    // The shop's WhatsApp page must not reach back into the cart (see openWhatsApp).
    win.opener = null;
  } catch {
    // nothing to cut
  }
  return {
    go(url) {
      try {
        win.location.href = url;
      } catch (err) {
        // The window went away (closed by the shopper): open the message in a new one.
        console.warn('[whatsapp] could not send the window on', err);
        openWhatsApp(url);
      }
    },
    close() {
      try {
        win.close();
      } catch {
        // already gone
      }
    },
  };
}
