import { Suspense } from 'react';
import { CartBadgeLink } from '@/components/cart/cart-badge-link';
import { UserMenu } from '@/components/auth/user-menu';
import { CategoryMenu } from './category-menu';
import { CategoryMenuErrorBoundary } from './category-menu-error';
import { MenuStatus } from './category-menu-status';
import { CategoryNav } from './category-nav';
import { Logo } from './logo';
import { SearchBox } from './search-box';

/** The shared top navigation (docs/product.md §2): logo, search, account, cart and the category menu. */
export function SiteHeader({ shopName }: { shopName: string }) {
  return (
    <header className="z-40 min-[769px]:sticky min-[769px]:top-0 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 min-[769px]:flex-nowrap min-[769px]:px-6">
        <Logo name={shopName} />
        <SearchBox className="order-last w-full min-[769px]:order-none min-[769px]:mx-auto min-[769px]:max-w-xl min-[769px]:flex-1" />
        <div className="ml-auto flex items-center gap-2 min-[769px]:ml-0">
          <UserMenu />
          <CartBadgeLink />
        </div>
      </div>
      <CategoryNav>
        <CategoryMenuErrorBoundary>
          <Suspense fallback={<MenuStatus>Loading categories…</MenuStatus>}>
            <CategoryMenu />
          </Suspense>
        </CategoryMenuErrorBoundary>
      </CategoryNav>
    </header>
  );
}
