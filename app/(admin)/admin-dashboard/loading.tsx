import { DashboardSkeleton } from '@/components/admin/skeletons';

export default function Loading() {
  return <DashboardSkeleton />;
}
