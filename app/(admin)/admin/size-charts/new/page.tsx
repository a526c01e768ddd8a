import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { SizeChartEditor } from '@/components/admin/size-charts/size-chart-editor';
import { adminForPage } from '@/lib/server/admin';

export const metadata: Metadata = { title: 'Add a size chart' };

export default async function NewSizeChartPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  return (
    <div className="space-y-5">
      <PageHeader title="Add a size chart" />
      <SizeChartEditor chart={null} />
    </div>
  );
}
