'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { LABEL_MAX, searchHref } from '@/lib/shared/category-match';
import { logSearch } from '@/lib/browser/search/search-log';
import { SearchIcon } from '@/components/ui/icons';
import type { SuggestionsProps } from './search-suggestions-props';

const LIST_ID = 'site-search-suggestions';

/**
 * The nav search (docs/product.md §2) and the ARIA combobox of its suggestions. Enter or the button goes to
 * /category/{slugified text}?label=text; without JavaScript the form posts to /search, which
 * redirects the same way. The suggestions' code is fetched when the box is first focused, so no
 * page pays for it at load.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [aria, setAria] = useState<{ expanded: boolean; active?: string }>({ expanded: false });
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const keysRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>(null);

  function load() {
    setFocused(true);
    if (Suggestions) return;
    void import('./search-suggestions')
      .then((m) => setSuggestions(() => m.SearchSuggestions))
      .catch(() => {}); // offline: the box still searches
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.replace(/\s+/g, ' ').trim();
    if (!query) return;
    logSearch(query);
    setFocused(false);
    router.push(searchHref(query));
  }

  function choose(href: string) {
    const query = text.replace(/\s+/g, ' ').trim();
    if (query) logSearch(query);
    setFocused(false);
    router.push(href);
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      className={`relative flex ${className}`}
    >
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        required
        maxLength={LABEL_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={load}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (keysRef.current?.(e)) e.preventDefault();
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={aria.expanded ? LIST_ID : undefined}
        aria-activedescendant={aria.expanded ? aria.active : undefined}
        placeholder="Search shirts, jeans, sherwani…"
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-l-md border border-r-0 border-line bg-canvas px-3 text-sm text-ink placeholder:text-muted focus:border-brand focus:bg-surface focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-r-md bg-brand px-3.5 text-sm font-semibold text-white hover:bg-brand-strong"
      >
        <SearchIcon className="size-4" />
        <span className="max-[420px]:sr-only">Search</span>
      </button>
      {Suggestions ? (
        <Suggestions
          text={text}
          listId={LIST_ID}
          focused={focused}
          onState={setAria}
          keysRef={keysRef}
          onChoose={choose}
          onClear={() => setText('')}
        />
      ) : null}
    </form>
  );
}
