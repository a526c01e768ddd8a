import { ProductFormSkeleton } from '@/components/admin/skeletons';

export default function Loading() {
  return <ProductFormSkeleton />;
}
