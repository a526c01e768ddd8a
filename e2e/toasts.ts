import { expect, type Page } from '@playwright/test';

// What toasts a page showed. A toast lasts 2 s (spec §9): on a busy machine a click and the
// steps after it can take longer than that, so a test that looks for a toast still on screen
// races its timer. Recording every toast text from before the action checks what the shopper
// was shown, whenever it showed.

/** Remembers every toast text shown on the page from now on (call after the page has loaded). */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The toast texts shown since `recordToasts`, in order, each once. */
export const seenToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

/** Waits until a toast with exactly `text` has been shown since `recordToasts`. */
export async function expectToastShown(page: Page, text: string) {
  await expect.poll(() => seenToasts(page)).toContain(text);
}
