'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { badgeLabel, itemCount } from '@/lib/shared/cart/totals';
import { countText } from '@/lib/shared/counts';
import { CartIcon } from '@/components/ui/icons';
import { useCartItems } from './use-cart';

/** The nav's cart link: an icon with the unit count ('99+' above 99, docs/product.md §9). */
export function CartBadgeLink({ className = '' }: { className?: string }) {
  const count = itemCount(useCartItems());
  const badge = badgeLabel(count);
  return (
    <IntentLink
      href="/cart"
      aria-label={`Cart, ${countText(count, 'item', 'items')}`}
      className={`relative inline-flex size-11 items-center justify-center rounded-full hover:bg-black/5 ${className}`}
    >
      <CartIcon className="size-6" />
      {badge !== '' && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
        >
          {badge}
        </span>
      )}
    </IntentLink>
  );
}
