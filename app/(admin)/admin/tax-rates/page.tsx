import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { TaxRatesForm } from '@/components/admin/tax/tax-rates-form';
import { rateRowValues } from '@/lib/shared/invoices/rates-form';
import { formatPrice } from '@/lib/shared/money';
import { adminForPage } from '@/lib/server/admin';
import { getTaxRates, productsToReprice } from '@/lib/server/tax/rates';

export const metadata: Metadata = { title: 'Tax rates' };

/** HSN codes and GST rates per kind of goods, and the prices that fit neither apparel slab. */
export default async function TaxRatesPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const [rates, reprice] = await Promise.all([getTaxRates(), productsToReprice(caller)]);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Tax rates"
        intro="The HSN code and GST rate of each kind of goods, printed on every new invoice. Prices include GST. Check them with your accountant."
      />
      <section
        aria-labelledby="reprice-heading"
        className="rounded-2xl border border-accent/40 bg-accent-soft p-4"
      >
        <h2 id="reprice-heading" className="font-semibold text-ink">
          Prices to change ({reprice.length})
        </h2>
        <p className="mt-1 text-sm">
          For clothing and other goods priced by slab, a price above ₹2,625 and up to ₹2,950 fits
          neither GST slab (over ₹2,500 before 5%, not over it before 18%). Invoices charge 18% on
          these until they are repriced to ₹2,625 or less, or above ₹2,950.
        </p>
        {reprice.length ? (
          <ul className="mt-2 divide-y divide-accent/30 text-sm" data-testid="reprice-list">
            {reprice.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                <Link
                  href={`/admin/products/${p.id}/edit`}
                  className="min-w-0 font-medium break-words text-brand hover:underline"
                >
                  {p.name}
                  <span className="text-muted"> · {p.subCategory}</span>
                </Link>
                <span className="shrink-0 tabular-nums">{formatPrice(p.price)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm font-medium">No product needs a new price.</p>
        )}
      </section>
      <TaxRatesForm rows={Object.entries(rates).map(([kind, rate]) => rateRowValues(kind, rate))} />
    </div>
  );
}
