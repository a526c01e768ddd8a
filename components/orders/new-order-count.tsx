/**
 * The admin menu's badge: how many orders wait as "new"; nothing when none. The layout reads the
 * count on every full load and after each inbox change (the actions refresh the page).
 */
export function NewOrderBadge({ count, testId }: { count: number; testId?: string }) {
  if (count === 0) return null;
  return (
    <span
      data-testid={testId}
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-ink tabular-nums"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> new</span>
    </span>
  );
}
