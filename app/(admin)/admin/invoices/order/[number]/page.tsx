import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/admin/page-header';
import { OrderDocumentsList } from '@/components/admin/invoices/order-documents-list';
import { adminForPage } from '@/lib/server/admin';
import { nullIfNotFound } from '@/lib/server/infra/errors';
import { orderDocumentsForAdmin } from '@/lib/server/invoices';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Invoices of ${(await params).number.slice(0, 24)}` };
}

/**
 * An order's GST papers: its invoice, the credit notes of returns and of a cancel, and the
 * invoices of exchanges, each opening its PDF.
 */
export default async function OrderInvoicesPage({ params }: Props) {
  const caller = await adminForPage();
  if (!caller) return null;
  const found = await nullIfNotFound(orderDocumentsForAdmin(caller, (await params).number));
  if (!found) notFound();
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Invoices and credit notes · ${found.orderNumber}`}
        intro={
          <Link
            href={`/admin/orders/${found.orderNumber}`}
            className="font-semibold text-brand hover:underline"
          >
            ← Order {found.orderNumber}
          </Link>
        }
      />
      <section className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5">
        <OrderDocumentsList orderNumber={found.orderNumber} documents={found.documents} />
      </section>
    </div>
  );
}
