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
