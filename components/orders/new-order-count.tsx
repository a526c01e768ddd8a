import type { Caller } from '@/lib/server/auth/roles';
import { statusCounts } from '@/lib/server/orders';

/**
 * The admin sidebar's badge: how many orders wait as "new" (issue 13); nothing when none. A
 * server component for the layout, which re-renders it on every full load and after each
 * inbox change (the actions refresh the page).
 */
export async function NewOrderCount({ caller }: { caller: Caller }) {
  const count = (await statusCounts(caller)).new;
  if (count === 0) return null;
  return (
    <span
      data-testid="new-order-count"
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-ink tabular-nums"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> new</span>
    </span>
  );
}
