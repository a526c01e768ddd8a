'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { LABEL_MAX, searchHref } from '@/lib/shared/category-match';
import { SearchIcon } from '@/components/ui/icons';

/**
 * The nav search (spec §2): Enter or the button goes to /category/{slugified text}, carrying the
 * raw text as ?label=. Without JavaScript the form posts to /search, which redirects the same way.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const router = useRouter();
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.replace(/\s+/g, ' ').trim();
    if (!query) return;
    router.push(searchHref(query));
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      className={`flex ${className}`}
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
    </form>
  );
}
