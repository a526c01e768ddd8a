'use client';

// Keeping a keyboard user's place when an action replaces the control they pressed: Confirm turns
// into the next step's button, a cancelled order loses its buttons, a deleted row disappears.
// Without this the browser drops focus on <body> and the next Tab starts from the top of the page.
// Capture the place when the action starts; call restore() once the page shows the result. It
// moves focus only when focus was lost, and goes to the same item's next control, else the item
// that took its place in the list (or the one before, at the end), else the page's heading. What
// happened is announced by the action's toast.

export interface FocusPlace {
  restore(): void;
}

const CONTROLS =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled])';

function focusLost(): boolean {
  const active = document.activeElement as (HTMLElement & { disabled?: boolean }) | null;
  return !active || active === document.body || !active.isConnected || active.disabled === true;
}

function firstControl(item: Element, within: string | undefined): HTMLElement | null {
  const scope = within ? (item.querySelector(within) ?? item) : item;
  return scope.querySelector<HTMLElement>(CONTROLS);
}

function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The place of `from` (the pressed control): its item (`itemSelector`, e.g. an order card or a
 * table row) and that item's index among the list's items. `within` narrows where the item's next
 * control is looked for (e.g. its actions).
 */
export function focusPlace(
  from: Element | null,
  itemSelector: string,
  within?: string,
): FocusPlace {
  const item = from?.closest(itemSelector) ?? null;
  const list = item?.parentElement?.closest('ul, ol, tbody, [role="list"]') ?? null;
  const index = list && item ? [...list.querySelectorAll(itemSelector)].indexOf(item) : -1;
  return {
    restore() {
      if (!focusLost()) return;
      if (item?.isConnected) {
        const control = firstControl(item, within);
        if (control) return control.focus();
      }
      if (list?.isConnected && index >= 0) {
        const items = [...list.querySelectorAll(itemSelector)];
        const next = items[Math.min(index, items.length - 1)];
        const control = next ? firstControl(next, within) : null;
        if (control) return control.focus();
      }
      focusHeading();
    },
  };
}
