'use server';

import { revalidatePath } from 'next/cache';
import { isOrderStatus, type OrderStatus } from '@/lib/shared/orders/status';
import { adminCaller } from '@/lib/server/admin';
import { failureFrom } from '@/lib/server/admin/action-result';
import { refreshAdminPages } from '@/lib/server/admin/refresh-pages';
import { LinesUnavailableError } from '@/lib/server/infra/errors';
import { issueInvoice } from '@/lib/server/invoices';
import { changeOrder, markPaymentNotReceived, type OrderChange } from '@/lib/server/orders';
import type { OrderActionResult } from './action-result';

// The inbox's one write: who is asking (a superuser) -> check the arguments (untrusted input) ->
// the data layer (which checks the caller again, takes or returns stock and refuses a move the
// status rules do not allow) -> refresh the admin pages -> a typed result.

const MAX_REASON = 300;

function refused(message: string, status: number): OrderActionResult {
  return { ok: false, message, lines: [], status };
}

export async function changeOrderAction(
  number: string,
  /** The status the admin's page showed: a move from any other is refused as stale. */
  seen: OrderStatus,
  change: { status?: OrderStatus; reason?: string; paid?: boolean },
): Promise<OrderActionResult> {
  if (typeof number !== 'string' || number.length > 24) return refused('Order not found.', 404);
  if (!isOrderStatus(seen)) return refused('Reload the page and try again.', 400);
  if (typeof change !== 'object' || change === null) return refused('Nothing to change.', 400);
  const { status, reason, paid } = change;
  if (status !== undefined && !isOrderStatus(status)) return refused('Unknown status.', 400);
  if (paid !== undefined && typeof paid !== 'boolean')
    return refused('Paid must be true or false.', 400);
  if (reason !== undefined && (typeof reason !== 'string' || reason.trim().length > MAX_REASON))
    return refused(`Keep the reason to ${MAX_REASON} characters.`, 400);
  if (status === undefined && paid === undefined) return refused('Nothing to change.', 400);
  try {
    const caller = await adminCaller();
    const order = await changeOrder(caller, number, {
      // Another admin (or another tab) may have moved it since this page was drawn: the data
      // layer refuses then (409) instead of a move the admin did not mean.
      ...(status !== undefined && { expected: seen, status }),
      ...(reason !== undefined && { reason: reason.trim() }),
      ...(paid !== undefined && { paid }),
    } satisfies OrderChange);
    refreshOrderPages();
    return { ok: true, number: order.number, status: order.status, paid: order.paid };
  } catch (error) {
    const failure = failureFrom(error, 'Could not change the order.', 'change order');
    // A refusal means this page was behind (stock, status): the refreshed page shows the truth.
    if (failure.status === 404 || failure.status === 409) refreshOrderPages();
    return {
      ok: false,
      message: failure.message,
      lines: error instanceof LinesUnavailableError ? error.lines.map((l) => l.message) : [],
      status: failure.status,
    };
  }
}

/** The inbox, its order pages, the wanted list and (stock moved) the product list and dashboard. */
function refreshOrderPages(): void {
  revalidatePath('/admin/orders', 'layout');
  revalidatePath('/admin/wanted');
  refreshAdminPages();
}

/** "Not received": the shop found no payment for the shopper's claim; the status page says so. */
export async function paymentNotReceivedAction(number: string): Promise<OrderActionResult> {
  if (typeof number !== 'string' || number.length > 24) return refused('Order not found.', 404);
  try {
    const order = await markPaymentNotReceived(await adminCaller(), number);
    refreshOrderPages();
    return { ok: true, number: order.number, status: order.status, paid: order.paid };
  } catch (error) {
    const failure = failureFrom(error, 'Could not record it.', 'payment not received');
    return { ok: false, message: failure.message, lines: [], status: failure.status };
  }
}

/** The owner's tap: the order's invoice now (before confirming it, say for a paid order). */
export async function issueInvoiceAction(
  number: string,
): Promise<{ ok: true; invoice: string } | { ok: false; message: string }> {
  if (typeof number !== 'string' || number.length > 24)
    return { ok: false, message: 'Order not found.' };
  try {
    const invoice = await issueInvoice(await adminCaller(), number);
    refreshOrderPages();
    return { ok: true, invoice };
  } catch (error) {
    return {
      ok: false,
      message: failureFrom(error, 'Could not issue the invoice.', 'issue invoice').message,
    };
  }
}
