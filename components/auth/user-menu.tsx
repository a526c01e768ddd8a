'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { LogoutButton } from './logout-button';
import { useSession } from './use-session';

/** "Login", or "Hi, {username}" with My orders and Logout (docs/product.md §2). */
export function UserMenu() {
  const { data: session, status } = useSession();
  if (status === 'loading') return <span className="inline-block h-5 w-16" aria-hidden />;
  if (!session?.user) {
    return (
      <IntentLink href="/login" className="text-sm font-medium hover:underline">
        Login
      </IntentLink>
    );
  }
  return (
    <span className="flex items-center gap-3 text-sm">
      <span className="max-w-[10rem] truncate">Hi, {session.user.username}</span>
      <IntentLink href="/account/orders" className="font-medium whitespace-nowrap hover:underline">
        My orders
      </IntentLink>
      <LogoutButton className="font-medium hover:underline" />
    </span>
  );
}
