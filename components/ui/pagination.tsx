import { IntentLink } from '@/components/ui/intent-link';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page number, keeping the list's other query parameters (browse state). */
  hrefFor: (page: number) => string;
  /** Spacing around the pager, which depends on the page it sits in. */
  className?: string;
}

/** Pages 1, …, n-1, n, n+1, …, last: numbers near the current page and both ends. */
function pagesToShow(page: number, count: number): (number | 'gap')[] {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold';
const idle = `${cell} border border-line bg-surface hover:border-brand`;

/**
 * Real links to each page, so every page of a list can be reached and indexed without JavaScript.
 * Used by the storefront listings and the admin product list alike.
 */
export function Pagination({ page, pageCount, hrefFor, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pages"
      className={`${className ? `${className} ` : ''}flex flex-wrap items-center justify-center gap-1.5`}
    >
      {page > 1 ? (
        <IntentLink href={hrefFor(page - 1)} rel="prev" className={idle}>
          Previous
        </IntentLink>
      ) : null}
      {pagesToShow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <IntentLink
            key={p}
            href={hrefFor(p)}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={p === page ? `${cell} bg-brand text-white` : idle}
          >
            {p}
          </IntentLink>
        ),
      )}
      {page < pageCount ? (
        <IntentLink href={hrefFor(page + 1)} rel="next" className={idle}>
          Next
        </IntentLink>
      ) : null}
    </nav>
  );
}
