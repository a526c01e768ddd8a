'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { categoryHref, subCategoryHref } from '@/lib/shared/category-match';

/** A main category (its key and label) and its sub categories' names, in the menu's order. */
export interface MenuGroup {
  id: string;
  label: string;
  subs: string[];
}

type Focus = { id: string; which: 'first' | 'last' } | null;

/**
 * Main categories as disclosure buttons, each opening its sub categories (the WAI-ARIA
 * disclosure navigation pattern). Enter/Space toggle; ArrowDown/ArrowUp open and enter the list;
 * arrows move within it; ArrowLeft/ArrowRight move between main categories; Escape closes and
 * returns focus to the button; a click outside or tabbing away closes.
 *
 * A list's links are rendered only while it is open: closed, they would be some 130 hidden
 * elements, half of them links, in every page's HTML for the browser to parse and React to
 * hydrate on load. Crawlers find the same pages through /categories and the sitemap.
 */
export function CategoryMenuList({ groups }: { groups: MenuGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const rootRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<Focus>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (!target || target.id !== openId) return;
    const links = linksOf(target.id);
    (target.which === 'first' ? links[0] : links.at(-1))?.focus();
  }, [openId]);

  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);

  function buttons(): HTMLButtonElement[] {
    return [...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-menu-button]') ?? [])];
  }
  function linksOf(id: string): HTMLAnchorElement[] {
    return [
      ...(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-menu-list="${id}"] a`) ?? []),
    ];
  }
  function open(id: string, which: 'first' | 'last') {
    pendingFocus.current = { id, which };
    if (openId === id) {
      const links = linksOf(id);
      (which === 'first' ? links[0] : links.at(-1))?.focus();
      pendingFocus.current = null;
    } else setOpenId(id);
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    const all = buttons();
    const index = all.indexOf(event.currentTarget);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => open(id, 'first'),
      ArrowUp: () => open(id, 'last'),
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(all.length - 1),
      Escape: () => setOpenId(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>, id: string) {
    const links = linksOf(id);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => links[(to + links.length) % links.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(links.length - 1),
      Escape: () => {
        setOpenId(null);
        buttons()
          .find((b) => b.dataset.menuButton === id)
          ?.focus();
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  function onGroupBlur(event: FocusEvent<HTMLLIElement>, id: string) {
    if (openId === id && !event.currentTarget.contains(event.relatedTarget as Node | null))
      setOpenId(null);
  }

  return (
    <ul
      ref={rootRef}
      className="flex flex-col gap-0.5 p-2 min-[769px]:flex-row min-[769px]:flex-wrap min-[769px]:items-center min-[769px]:gap-1 min-[769px]:px-0 min-[769px]:py-1"
    >
      {groups.map((group) => {
        const isOpen = openId === group.id;
        return (
          <li key={group.id} className="relative" onBlur={(e) => onGroupBlur(e, group.id)}>
            <button
              type="button"
              data-menu-button={group.id}
              aria-expanded={isOpen}
              aria-controls={`category-menu-${group.id}`}
              onClick={() => setOpenId(isOpen ? null : group.id)}
              onKeyDown={(e) => onButtonKey(e, group.id)}
              className="flex w-full items-center justify-between gap-1.5 rounded-md px-3 py-2.5 text-left text-sm font-medium text-ink hover:bg-canvas aria-expanded:bg-canvas min-[769px]:w-auto min-[769px]:py-2"
            >
              {group.label}
              <ChevronDownIcon
                className={`size-4 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <ul
              id={`category-menu-${group.id}`}
              data-menu-list={group.id}
              hidden={!isOpen}
              aria-label={`${group.label} categories`}
              onKeyDown={(e) => onListKey(e, group.id)}
              className="mx-2 mb-2 rounded-lg border border-line bg-surface py-1.5 min-[769px]:absolute min-[769px]:top-full min-[769px]:left-0 min-[769px]:z-50 min-[769px]:mx-0 min-[769px]:mt-1 min-[769px]:max-h-[70vh] min-[769px]:w-60 min-[769px]:overflow-auto min-[769px]:shadow-lg"
            >
              {isOpen && (
                <>
                  <li>
                    <MenuLink
                      href={categoryHref(group.id, group.label)}
                      onPick={() => setOpenId(null)}
                      strong
                    >
                      All {group.label}
                    </MenuLink>
                  </li>
                  {group.subs.map((sub) => (
                    <li key={sub}>
                      <MenuLink
                        href={subCategoryHref(group.id, sub)}
                        onPick={() => setOpenId(null)}
                      >
                        {sub}
                      </MenuLink>
                    </li>
                  ))}
                </>
              )}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

function MenuLink({
  href,
  onPick,
  strong,
  children,
}: {
  href: string;
  onPick: () => void;
  strong?: boolean;
  children: string | string[];
}) {
  return (
    <IntentLink
      href={href}
      onClick={onPick}
      className={`block px-4 py-2 text-sm hover:bg-accent-soft focus-visible:bg-accent-soft ${strong ? 'font-semibold text-brand' : 'text-ink'}`}
    >
      {children}
    </IntentLink>
  );
}
