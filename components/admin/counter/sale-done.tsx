'use client';

// A completed sale: its number, total and change, the 80 mm receipt, the WhatsApp receipt when a
// phone was given, and New sale. Kept in this browser until New sale (back from the receipt).
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatPrice, toPaise } from '@/lib/shared/money';
import type { DoneSale } from '@/lib/browser/counter/sale-draft';

/** The receipt page's path (the answer's link is absolute: the page stays on this origin). */
function sitePath(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
}

export function SaleDone({ sale, onNewSale }: { sale: DoneSale; onNewSale(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="sale-done-title"
      className="mx-auto max-w-md space-y-4 rounded-lg border border-line bg-surface p-5 text-center"
    >
      <h2
        id="sale-done-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        Sale <span data-testid="sale-number">{sale.number}</span> completed
      </h2>
      {sale.repeated && (
        <p className="text-sm text-muted">
          This sale had already reached the server: it was recorded once.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-left">
        <dt className="text-muted">Total</dt>
        <dd className="text-right font-semibold">{formatPrice(sale.total)}</dd>
        {toPaise(sale.change) > 0 && (
          <>
            <dt className="text-muted">Change to give</dt>
            <dd className="text-right text-lg font-semibold" data-testid="sale-change">
              {formatPrice(sale.change)}
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-2">
        <Link href={sitePath(sale.receipt_url)} className={buttonStyles.compact.secondary}>
          Print receipt
        </Link>
        {sale.whatsapp_url && (
          <a
            href={sale.whatsapp_url}
            target="_blank"
            rel="noopener"
            className={buttonStyles.compact.secondary}
          >
            Send receipt on WhatsApp
          </a>
        )}
        <button type="button" onClick={onNewSale} className={buttonStyles.compact.primary}>
          New sale
        </button>
      </div>
    </section>
  );
}
