import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

const isRadio = (el: Element | undefined): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'radio';

/**
 * The dialog's tab stops in order. A native radio group is one stop (its radios side by side
 * with one name): Tab reaches its checked radio, or one of them when none is checked.
 */
function tabStops(dialog: HTMLElement): HTMLElement[][] {
  const stops: HTMLElement[][] = [];
  for (const el of dialog.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (el.tabIndex < 0 || el.getClientRects().length === 0) continue;
    const last = stops.at(-1);
    const head = last?.[0];
    if (last && isRadio(el) && el.name !== '' && isRadio(head) && head.name === el.name) {
      last.push(el);
    } else stops.push([el]);
  }
  return stops;
}

/** Where focus lands on a stop: a group's checked radio, else its first or last (`end`). */
const entry = (stop: HTMLElement[], end: boolean): HTMLElement | undefined =>
  stop.find((el) => isRadio(el) && el.checked) ?? (end ? stop.at(-1) : stop[0]);

/**
 * Tab wraps around inside a modal <dialog>. showModal makes the page behind inert, but Tab past
 * the last control would leave for the browser's own UI: this keeps focus in the dialog.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  // A dialog opened from inside another (the size guide over Quick View) keeps its own Tab.
  if ((event.target as Element).closest('dialog') !== event.currentTarget) return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement as HTMLElement | null;
  if (event.shiftKey && active && first.includes(active)) {
    event.preventDefault();
    entry(last, true)?.focus();
  } else if (!event.shiftKey && active && last.includes(active)) {
    event.preventDefault();
    entry(first, false)?.focus();
  }
}
