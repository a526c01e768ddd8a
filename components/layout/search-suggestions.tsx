'use client';

import Image from 'next/image';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { formatPrice } from '@/lib/shared/money';
import {
  SUGGEST_MAX_CHARS,
  SUGGEST_MIN_CHARS,
  type SearchSuggestions as Found,
} from '@/lib/shared/search/suggestions';
import { fetchSuggestions } from '@/lib/browser/search/suggestions-request';
import type { SuggestionsProps } from './search-suggestions-props';

/** Wait this long after the last key before asking: a fast typist's keys ask once. */
const DEBOUNCE_MS = 150;

type Option = { id: string; href: string; label: string } & (
  { kind: 'category' } | { kind: 'product'; price: string; image: string | null }
);

function optionsOf(found: Found, listId: string): Option[] {
  return [
    ...found.categories.map((c, i) => ({
      id: `${listId}-c${i}`,
      kind: 'category' as const,
      href: c.href,
      label: c.label,
    })),
    ...found.products.map((p) => ({
      id: `${listId}-p${p.id}`,
      kind: 'product' as const,
      href: p.href,
      label: p.name,
      price: p.price,
      image: p.image,
    })),
  ];
}

/**
 * The search box's suggestions (the listbox of the ARIA combobox pattern): categories and up to
 * six products for what is typed, asked for after two characters, a moment after the last key,
 * the previous question cancelled. Arrow keys move through them, Enter opens one, Escape closes
 * the list (and, closed, empties the box). Loaded by search-box.tsx when the box is first focused.
 */
export function SearchSuggestions({
  text,
  listId,
  focused,
  onState,
  keysRef,
  onChoose,
  onClear,
}: SuggestionsProps) {
  const query = text.replace(/\s+/g, ' ').trim().slice(0, SUGGEST_MAX_CHARS);
  const [found, setFound] = useState<{ query: string; options: Option[] } | null>(null);
  // The active option and a dismissal hold for the answer and the text they were made on.
  const [chosen, setChosen] = useState<{ answer?: string; index: number }>({ index: -1 });
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);

  useEffect(() => {
    if (query.length < SUGGEST_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then((answer) => setFound({ query, options: optionsOf(answer, listId) }))
        .catch(() => {}); // superseded or offline: the list keeps what it had
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, listId]);

  const options = query.length >= SUGGEST_MIN_CHARS ? (found?.options ?? []) : [];
  const active = chosen.answer === found?.query ? chosen.index : -1;
  const setActive = (index: number | ((i: number) => number)) =>
    setChosen({ answer: found?.query, index: typeof index === 'number' ? index : index(active) });
  const open = focused && dismissedAt !== query && options.length > 0;
  const activeOption = open ? options[active] : undefined;

  useEffect(() => {
    onState({ expanded: open, active: activeOption?.id });
  }, [open, activeOption?.id, onState]);

  // The box hands its keys to the list; -1 is the box itself (no option active).
  useEffect(() => {
    keysRef.current = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!options.length) return false;
        const down = event.key === 'ArrowDown';
        if (!open) {
          setDismissedAt(null);
          setActive(down ? 0 : options.length - 1);
          return true;
        }
        setActive((i) => {
          const next = i + (down ? 1 : -1);
          return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
        });
        return true;
      }
      if (event.key === 'Enter' && activeOption) {
        onChoose(activeOption.href);
        return true;
      }
      if (event.key === 'Escape') {
        if (open) setDismissedAt(query);
        else onClear();
        return true;
      }
      return false;
    };
    return () => {
      keysRef.current = null;
    };
  });

  return (
    <>
      <p role="status" className="sr-only">
        {open ? `${options.length} suggestions. Use the up and down arrows to choose.` : ''}
      </p>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          onMouseDown={(e) => e.preventDefault()}
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {options.map((option, i) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              onClick={() => onChoose(option.href)}
              onMouseMove={() => setActive(i)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-ink ${i === active ? 'bg-accent-soft' : ''} ${option.kind === 'product' && options[i - 1]?.kind === 'category' ? 'border-t border-line' : ''}`}
            >
              {option.kind === 'product' ? (
                <>
                  <span className="relative h-12 w-10 shrink-0 overflow-hidden rounded bg-canvas">
                    {option.image ? (
                      <Image src={option.image} alt="" fill sizes="40px" className="object-cover" />
                    ) : null}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  <span className="shrink-0 font-semibold text-brand">
                    {formatPrice(option.price)}
                  </span>
                </>
              ) : (
                <>
                  <span className="min-w-0 flex-1 truncate font-semibold">{option.label}</span>
                  <span className="shrink-0 text-xs text-muted">Category</span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
