import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/admin/page-header';
import { SizeChartEditor } from '@/components/admin/size-charts/size-chart-editor';
import { parseId } from '@/lib/shared/ids';
import { adminForPage } from '@/lib/server/admin';
import { getSizeChart } from '@/lib/server/size-charts';

export const metadata: Metadata = { title: 'Edit size chart' };

export default async function EditSizeChartPage({ params }: { params: Promise<{ id: string }> }) {
  const caller = await adminForPage();
  if (!caller) return null;
  const id = parseId((await params).id);
  const chart = id === null ? null : await getSizeChart(id);
  if (!chart) notFound();
  return (
    <div className="space-y-5">
      <PageHeader title={`Edit “${chart.name}”`} />
      <SizeChartEditor chart={chart} />
    </div>
  );
}
