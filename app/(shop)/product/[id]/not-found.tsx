import { IntentLink } from '@/components/ui/intent-link';
import { buttonStyles } from '@/components/ui/button-styles';

/** A product id that does not exist (or is not a number): a friendly page, never a redirect. */
export default function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-[#7a4f0f] uppercase">Not found</p>
      <h1 className="mt-3 font-display text-3xl font-semibold">
        We couldn&apos;t find that product
      </h1>
      <p className="mt-3 text-muted">
        It may have sold out and been taken down, or the link may be mistyped. Plenty more is
        waiting in the shop.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <IntentLink href="/all-products" className={buttonStyles.primary}>
          Browse all products
        </IntentLink>
        <IntentLink href="/" className={buttonStyles.secondary}>
          Go to the home page
        </IntentLink>
      </div>
    </div>
  );
}
