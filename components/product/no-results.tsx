import { IntentLink } from '@/components/ui/intent-link';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { searchHref, subCategoryHref } from '@/lib/shared/category-match';
import { buttonStyles } from '@/components/ui/button-styles';
import { listCatalogue, type DidYouMean } from '@/lib/server/search';
import { ProductGrid } from './product-grid';

const NEW_IN = 4;
const chip =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-brand hover:border-brand';

/**
 * A search that found nothing is not a dead end: the nearest words as searches, the closest
 * categories, and the newest products.
 */
export async function NoResults({
  text,
  suggestions,
}: {
  text: string;
  suggestions: DidYouMean | null;
}) {
  const { items } = await listCatalogue({
    base: {},
    limit: NEW_IN,
    pageOnly: true,
    designs: true,
  });
  const queries = suggestions?.queries ?? [];
  const categories = suggestions?.categories ?? [];
  return (
    <div className="space-y-8">
      <div
        role="status"
        className="rounded-2xl border border-dashed border-line bg-surface px-6 py-8 text-center"
      >
        <p className="font-display text-xl text-ink">
          {text ? `No products match “${text}”.` : 'Type a word to search for.'}
        </p>
        {queries.length ? (
          <div className="mt-4">
            <p className="text-sm text-muted">Did you mean</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-2">
              {queries.map((q) => (
                <li key={q}>
                  <IntentLink href={searchHref(q)} className={chip}>
                    {q}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {categories.length ? (
          <div className="mt-4">
            <p className="text-sm text-muted">{queries.length ? 'Or look in' : 'Look in'}</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-2">
              {categories.map((c) => (
                <li key={`${c.main}/${c.sub}`}>
                  <IntentLink href={subCategoryHref(c.main, c.sub)} className={chip}>
                    {`${mainCategoryLabel(c.main)} · ${c.sub}`}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="mt-6">
          <IntentLink href="/all-products" className={buttonStyles.secondary}>
            Browse all products
          </IntentLink>
        </p>
      </div>
      {items.length ? (
        <section aria-labelledby="new-in">
          <h2 id="new-in" className="mb-4 font-display text-2xl text-ink">
            New in the shop
          </h2>
          <ProductGrid products={items} label="New in the shop" />
        </section>
      ) : null}
    </div>
  );
}
