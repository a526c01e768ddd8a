import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import type { WantedItem } from '@/lib/server/orders';
import { backInStockMessage, customerWhatsappLink, displayPhone } from './customer-messages';
import { askedLine } from './wanted-words';

/**
 * What shoppers asked to be told about, most asked first. Once a size is back, each phone gets a
 * "Message" link with the good news; before that the phones are listed to call.
 */
export function WantedList({
  items,
  base,
  shopName,
}: {
  items: readonly WantedItem[];
  base: string;
  shopName: string;
}) {
  if (items.length === 0) {
    return (
      <EmptyState title="Nobody is waiting">
        When a shopper taps “Notify me” on a sold-out product or size, it is listed here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Wanted" className="space-y-3">
      {items.map((item) => {
        const productPath = `/product/${item.productId}${item.size ? `?size=${encodeURIComponent(item.size)}` : ''}`;
        const text = backInStockMessage(item, {
          shopName,
          productUrl: absoluteUrl(base, productPath),
        });
        const headingId = `wanted-${item.productId}-${item.size ?? 'any'}`;
        return (
          <li
            key={headingId}
            data-testid="wanted-item"
            data-product-id={item.productId}
            data-size={item.size ?? ''}
          >
            <article
              aria-labelledby={headingId}
              className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={headingId} className="font-semibold text-ink">
                  {askedLine(item)}
                </h2>
                <span
                  className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                    item.backInStock
                      ? 'bg-success/10 text-success ring-success/30'
                      : 'bg-stone-100 text-stone-700 ring-stone-300'
                  }`}
                >
                  {item.backInStock ? 'Back in stock' : 'Still sold out'}
                </span>
              </div>
              <p className="mt-1 text-sm">
                <Link
                  href={`/admin/products/${item.productId}/edit`}
                  className="font-semibold text-brand hover:underline"
                >
                  Edit stock<span className="sr-only"> of {item.name}</span>
                </Link>
              </p>
              {item.phones.length ? (
                <ul aria-label="Phones given" className="mt-3 flex flex-wrap gap-2">
                  {item.phones.map((phone) => {
                    const href = item.backInStock ? customerWhatsappLink(phone, text) : null;
                    return (
                      <li key={phone}>
                        {href ? (
                          <a
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-semibold text-brand hover:border-brand/50"
                          >
                            Message <span className="tabular-nums">{displayPhone(phone)}</span>
                            <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
                          </a>
                        ) : (
                          <a
                            href={`tel:${phone}`}
                            className="inline-flex min-h-10 items-center rounded-lg border border-line px-3 text-sm tabular-nums text-ink hover:border-brand/50"
                          >
                            {displayPhone(phone)}
                          </a>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-muted">No phone numbers were given.</p>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
