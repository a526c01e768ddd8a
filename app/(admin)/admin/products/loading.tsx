import { ProductListSkeleton } from '@/components/admin/skeletons';

export default function Loading() {
  return <ProductListSkeleton />;
}
