import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/admin/print/print-button';
import { PrintPageStyle } from '@/components/admin/print/print-page-style';
import { Receipt } from '@/components/orders/print/receipt';
import type { InvoiceDocument } from '@/lib/shared/invoices/types';
import { adminForPage } from '@/lib/server/admin';
import type { Caller } from '@/lib/server/auth/roles';
import { NotFoundError } from '@/lib/server/infra/errors';
import { getOrderDocument } from '@/lib/server/invoices';

export const metadata: Metadata = { title: 'Receipt' };

type Props = { params: Promise<{ number: string }> };

async function invoiceOrNull(caller: Caller, number: string): Promise<InvoiceDocument | null> {
  try {
    return await getOrderDocument(caller, number, 'invoice');
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The order's invoice on an 80 mm till roll (print: 80 mm wide, as long as it needs). */
export default async function ReceiptPage({ params }: Props) {
  const caller = await adminForPage();
  if (!caller) return null;
  const doc = await invoiceOrNull(caller, (await params).number);
  if (!doc) notFound();
  return (
    <div className="space-y-4">
      <PrintPageStyle page="size: 80mm auto; margin: 4mm;" />
      <div className="flex items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">Choose the receipt printer, paper 80 mm, scale 100%.</p>
        <PrintButton />
      </div>
      <Receipt doc={doc} />
    </div>
  );
}
