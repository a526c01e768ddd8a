import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/admin/print/print-button';
import { PrintPageStyle } from '@/components/admin/print/print-page-style';
import { Receipt } from '@/components/orders/print/receipt';
import { adminForPage } from '@/lib/server/admin';
import { nullIfNotFound } from '@/lib/server/infra/errors';
import { getOrderDocument } from '@/lib/server/invoices';
import { getOrder } from '@/lib/server/orders';

export const metadata: Metadata = { title: 'Receipt' };

type Props = { params: Promise<{ number: string }> };

/** The order's invoice on an 80 mm till roll (print: 80 mm wide, as long as it needs). */
export default async function ReceiptPage({ params }: Props) {
  const caller = await adminForPage();
  if (!caller) return null;
  const { number } = await params;
  const [doc, order] = await Promise.all([
    nullIfNotFound(getOrderDocument(caller, number, 'invoice')),
    nullIfNotFound(getOrder(caller, number)),
  ]);
  if (!doc) notFound();
  return (
    <div className="space-y-4">
      <PrintPageStyle page="size: 80mm auto; margin: 4mm;" />
      <div className="flex items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">Choose the receipt printer, paper 80 mm, scale 100%.</p>
        <PrintButton />
      </div>
      <Receipt doc={doc} payments={order?.counterPayments ?? []} />
    </div>
  );
}
