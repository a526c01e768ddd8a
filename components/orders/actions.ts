'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/shared/validation/zod';
import { orderChangeSchema, type OrderChangeInput } from '@/lib/shared/orders/order-change';
import type { Order } from '@/lib/shared/orders/types';
import { adminAction, naming } from '@/lib/server/admin/admin-action';
import { refreshAdminPages } from '@/lib/server/infra/refresh-pages';
import { LinesUnavailableError } from '@/lib/server/infra/errors';
import { issueInvoice } from '@/lib/server/invoices';
import { changeOrder, markPaymentNotReceived } from '@/lib/server/orders';
import type { OrderActionResult } from './action-result';

// The inbox's writes, each through adminAction (lib/server/admin/admin-action.ts).

const orderNumber = naming(
  (value): value is string => typeof value === 'string' && value.length <= 24,
  'Order not found.',
);

/** The inbox, its order pages, the wanted list and (stock moved) the product list and dashboard. */
function refreshOrderPages(): void {
  revalidatePath('/admin/orders', 'layout');
  revalidatePath('/admin/wanted');
  refreshAdminPages();
}

const savedOrder = (order: Order) =>
  ({ ok: true, number: order.number, status: order.status, paid: order.paid }) as const;

/**
 * Moves an order on, cancels it (with a reason) or marks it paid. The data layer takes or returns
 * stock and refuses a move the status rules do not allow, or one from a status other than
 * `expected` (another admin, or another tab, moved it since this page was drawn).
 */
export const changeOrderAction: (
  number: string,
  change: OrderChangeInput,
) => Promise<OrderActionResult> = adminAction({
  name: 'change order',
  fallback: 'Could not change the order.',
  args: z.tuple([orderNumber, orderChangeSchema]),
  run: async (caller, [number, change]) => savedOrder(await changeOrder(caller, number, change)),
  refresh: refreshOrderPages,
  // A refusal means this page was behind (stock, status): the refreshed page shows the truth.
  refreshAfter: [404, 409],
  explain: (error) => ({
    lines: error instanceof LinesUnavailableError ? error.lines.map((l) => l.message) : [],
  }),
});

/** "Not received": the shop found no payment for the shopper's claim; the status page says so. */
export const paymentNotReceivedAction: (number: string) => Promise<OrderActionResult> = adminAction(
  {
    name: 'payment not received',
    fallback: 'Could not record it.',
    args: z.tuple([orderNumber]),
    run: async (caller, [number]) => savedOrder(await markPaymentNotReceived(caller, number)),
    refresh: refreshOrderPages,
    explain: () => ({ lines: [] as string[] }),
  },
);

/** The owner's tap: the order's invoice now (before confirming it, say for a paid order). */
export const issueInvoiceAction = adminAction({
  name: 'issue invoice',
  fallback: 'Could not issue the invoice.',
  args: z.tuple([orderNumber]),
  run: async (caller, [number]) => ({
    ok: true as const,
    invoice: await issueInvoice(caller, number),
  }),
  refresh: refreshOrderPages,
});
