import { IntentLinks } from '@/components/ui/intent-links';

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Where the page sits; the last crumb is the current page. Plain links with one set of
 * listeners around them (components/ui/intent-links.tsx), so the crumbs hydrate no link.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <IntentLinks>
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {items.map((item, i) => {
            const last = i === items.length - 1;
            return (
              <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
                {item.href && !last ? (
                  <a href={item.href} className="hover:text-brand hover:underline">
                    {item.label}
                  </a>
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
      </IntentLinks>
    </nav>
  );
}
