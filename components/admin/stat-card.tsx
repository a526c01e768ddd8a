import Link from 'next/link';
import { formatCount } from '@/lib/shared/counts';

/** One dashboard count; links to the product list filtered to what it counts. */
export function StatCard({
  label,
  value,
  href,
  hint,
  tone = 'default',
}: {
  label: string;
  value: number;
  href: string;
  hint?: string;
  tone?: 'default' | 'warning' | 'danger';
}) {
  const valueTone =
    tone === 'danger' && value > 0
      ? 'text-danger'
      : tone === 'warning' && value > 0
        ? 'text-accent'
        : 'text-brand';
  return (
    <Link
      href={href}
      className="group flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-xs transition hover:border-brand/40 hover:shadow-sm sm:p-5"
    >
      <span className="text-sm font-medium text-muted">{label}</span>
      <span className={`mt-1 font-display text-3xl tabular-nums sm:text-4xl ${valueTone}`}>
        {formatCount(value)}
      </span>
      {hint && <span className="mt-1 text-xs text-muted">{hint}</span>}
    </Link>
  );
}
