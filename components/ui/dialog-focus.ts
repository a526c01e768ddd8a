import type { KeyboardEvent } from 'react';

/**
 * Tab wraps around inside a modal <dialog>. showModal makes the page behind inert, but Tab past
 * the last control would leave for the browser's own UI: this keeps focus in the dialog. Only tab
 * stops count (a radio group's unchosen radios have tabindex -1).
 */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  // A dialog opened from inside another (the size guide over Quick View) keeps its own Tab.
  if ((event.target as Element).closest('dialog') !== event.currentTarget) return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]',
    ),
  ].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
