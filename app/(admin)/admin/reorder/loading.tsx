import { PageHeaderSkeleton, RowsSkeleton } from '@/components/admin/skeletons';

export default function Loading() {
  return (
    <div className="space-y-5">
      <PageHeaderSkeleton />
      <RowsSkeleton rows={4} />
    </div>
  );
}
