'use client';

import { useRouter } from 'next/navigation';
import { buttonStyles } from '@/components/ui/button-styles';
import { hasShopPageBehind } from '@/components/layout/navigation-memory';
import { ChevronLeftIcon } from '@/components/ui/icons';

/**
 * Back to the previous page of the shop; a product opened straight from a shared link (WhatsApp,
 * a search engine) has no shop page behind it, so Back leads to all products instead of away.
 */
export function BackButton() {
  const router = useRouter();
  function back() {
    if (hasShopPageBehind()) router.back();
    else router.push('/all-products');
  }
  return (
    <button type="button" onClick={back} className={buttonStyles.ghost}>
      <ChevronLeftIcon className="size-4" />
      Back
    </button>
  );
}
