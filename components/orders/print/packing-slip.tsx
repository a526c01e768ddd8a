import { QrCode } from '@/components/admin/print/qr-code';
import { countText } from '@/lib/shared/counts';
import { stateLabel } from '@/lib/shared/gst/states';
import type { Order } from '@/lib/shared/orders/types';
import { displayPhone } from '../customer-messages';
import { formatOrderTime } from '../order-time';

/**
 * What goes in the parcel: the lines with sizes and quantities (no prices), where it goes, and a
 * QR code of the order's status page for the shopper.
 */
export function PackingSlip({
  order,
  shopName,
  qrSvg,
}: {
  order: Order;
  shopName: string;
  qrSvg: string;
}) {
  const count = order.lines.reduce((n, l) => n + l.qty, 0);
  return (
    <article data-testid="packing-slip" className="mx-auto max-w-[180mm] bg-white p-4 text-black">
      <header className="flex items-start justify-between gap-4 border-b border-black pb-3">
        <div>
          <p className="text-sm">{shopName}</p>
          <h2 className="text-2xl font-bold">Packing slip · {order.number}</h2>
          <p className="text-sm">{formatOrderTime(order.createdAt)}</p>
        </div>
        <div className="text-center text-xs">
          <QrCode svg={qrSvg} label={`Status page of order ${order.number}`} className="w-28" />
          <p>Scan to track your order</p>
        </div>
      </header>
      <section className="border-b border-black py-3">
        <h3 className="text-sm font-semibold uppercase">
          {order.fulfilment === 'delivery' ? 'Deliver to' : 'Pickup at the shop'}
        </h3>
        <p className="text-lg font-semibold">{order.customerName}</p>
        {order.phone ? <p>{displayPhone(order.phone)}</p> : null}
        {order.fulfilment === 'delivery' ? (
          <p className="whitespace-pre-line">
            {order.address}
            {'\n'}PIN {order.pincode}
            {order.buyerState ? ` · ${stateLabel(order.buyerState)}` : ''}
          </p>
        ) : null}
        {order.note ? <p className="mt-1 italic">Note: {order.note}</p> : null}
      </section>
      <table className="mt-3 w-full text-left">
        <thead>
          <tr className="border-b border-black text-sm">
            <th className="py-1">Item</th>
            <th className="w-20 py-1">Size</th>
            <th className="w-16 py-1 text-right">Qty</th>
            <th className="w-14 py-1 text-right">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={i} className="border-b border-stone-300" data-testid="slip-line">
              <td className="py-2">{l.name}</td>
              <td className="py-2 font-semibold">{l.size ?? '–'}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{l.qty}</td>
              <td className="py-2 text-right">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-right text-sm font-semibold">{countText(count, 'piece', 'pieces')}</p>
    </article>
  );
}
