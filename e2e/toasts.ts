import { expect, type Page } from '@playwright/test';

// What toasts a page showed. A short toast lasts 4 s: on a busy machine a click and the
// steps after it can take longer than that, so a test that looks for a toast still on screen
// races its timer. Recording every toast text from before the action checks what the shopper
// was shown, whenever it showed.

type ToastWindow = Window & { __toasts?: string[] };

/** Runs in the page: keeps every toast text shown in `window.__toasts`, each once. */
function installToastRecorder() {
  const win = window as ToastWindow;
  if (win.__toasts) return;
  const seen: string[] = (win.__toasts = []);
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      const text = toast.textContent?.trim() ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Remembers every toast text shown from now on, on this page and on every page it goes to next
 * (a toast shown as a redirect lands, after a login, say, is recorded too). A second call on the
 * same page keeps the list it has: call it once, before the first action a test checks.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(installToastRecorder);
  await page.evaluate(installToastRecorder);
}

/** The toast texts shown on the current page since `recordToasts`, in order, each once. */
export const seenToasts = (page: Page) =>
  page.evaluate(() => (window as ToastWindow).__toasts ?? []);

/**
 * Waits until a toast with exactly `text` has been shown since `recordToasts`; for a toast with
 * a number or a size in it, a RegExp that some toast's whole text matches. `timeout` is for a
 * toast that comes after slow work (a backup), as in `expect.poll`.
 */
export async function expectToastShown(
  page: Page,
  text: string | RegExp,
  { timeout }: { timeout?: number } = {},
) {
  const shown = expect.poll(() => seenToasts(page), { timeout });
  if (typeof text === 'string') await shown.toContain(text);
  else await shown.toContainEqual(expect.stringMatching(text));
}
