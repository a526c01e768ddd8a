import { IntentLink } from '@/components/ui/intent-link';

export interface Crumb {
  label: string;
  href?: string;
}

/** Where the page sits; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
              {item.href && !last ? (
                <IntentLink href={item.href} className="hover:text-brand hover:underline">
                  {item.label}
                </IntentLink>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'line-clamp-1 text-ink' : ''}
                >
                  {item.label}
                </span>
              )}
              {!last ? <span aria-hidden="true">/</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
