/** Loading placeholders shaped like the admin pages they stand in for. */

const bar = 'animate-pulse rounded-md bg-line/70';

export function PageHeaderSkeleton() {
  return (
    <div className="flex items-end justify-between gap-4">
      <div className="space-y-2">
        <div className={`${bar} h-8 w-44`} />
        <div className={`${bar} h-4 w-64 max-w-full`} />
      </div>
      <div className={`${bar} hidden h-10 w-32 sm:block`} />
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true" aria-label="Loading dashboard">
      <PageHeaderSkeleton />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
            <div className={`${bar} h-4 w-20`} />
            <div className={`${bar} h-9 w-16`} />
          </div>
        ))}
      </div>
      <RowsSkeleton rows={6} />
    </div>
  );
}

export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 p-3 sm:px-4">
          <div className={`${bar} size-12 shrink-0`} />
          <div className="flex-1 space-y-2">
            <div className={`${bar} h-4 w-1/2`} />
            <div className={`${bar} h-3 w-1/3`} />
          </div>
          <div className={`${bar} h-5 w-20`} />
        </div>
      ))}
    </div>
  );
}

export function ProductListSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading products">
      <PageHeaderSkeleton />
      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${bar} h-10`} />
        ))}
      </div>
      <RowsSkeleton rows={8} />
    </div>
  );
}

export function ProductFormSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading form">
      <PageHeaderSkeleton />
      {Array.from({ length: 3 }, (_, i) => (
        <div
          key={i}
          className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2"
        >
          {Array.from({ length: 4 }, (_, j) => (
            <div key={j} className="space-y-2">
              <div className={`${bar} h-4 w-24`} />
              <div className={`${bar} h-10`} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
