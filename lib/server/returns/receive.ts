import 'server-only';
// The pieces are back in the owner's hands: each line goes back on the shelf (+qty, reason
// 'return') or is written off as damaged (a ledger row of change 0 saying why: the count does not
// move), an exchange's new piece leaves the shelf (−qty, reason 'exchange'; refused whole when it
// is not there), and the paperwork follows in the same transaction: a credit note for what came
// back and an invoice for what went out, on an invoiced order. A request that owes nothing either
// way (a size swap) is done here; one that owes money waits for settle.ts.
import { eq } from 'drizzle-orm';
import { orderLines, returnLines, stockLedger } from '@/db/schema';
import { sizeColumn, sizeOf } from '@/db/schema/columns';
import { toPaise } from '@/lib/shared/money';
import { lineLabel, shortStockMessage } from '@/lib/shared/orders/unavailable-line';
import { returnBalance } from '@/lib/shared/returns/owner-money';
import { receiveReturnSchema, returnIdField } from '@/lib/shared/returns/owner-steps';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, type Tx } from '@/lib/server/infra/db';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { issueExchangeInvoiceInTx, issueReturnCreditNoteInTx } from '@/lib/server/invoices';
import { invoiceContext } from '@/lib/server/invoices/issue';
import { invalidateCatalogue } from '@/lib/server/products';
import { adjustStock } from '@/lib/server/stock/adjust';
import { ledgerTexts, type StockMoveContext } from '@/lib/server/stock/ledger';
import { lockReturn, noteOnOrder, returnLabel, setReturn } from './owner-rows';

interface Move {
  productId: number;
  size: string | null;
  name: string;
  /** +qty back on the shelf, −qty given instead, 0 written off. */
  delta: number;
  context: StockMoveContext;
}

export interface ReceivedReturn {
  creditNoteNumber: string | null;
  exchangeInvoiceNumber: string | null;
  done: boolean;
}

/** Receives request `id`'s pieces as `input` (ReceiveReturnInput) says. Admins only. */
export async function receiveReturn(
  caller: Caller | null,
  id: unknown,
  input: unknown,
): Promise<ReceivedReturn> {
  const admin = requireAdmin(caller);
  const returnId = validate(returnIdField, id);
  const found = validate(receiveReturnSchema, input, 'dotted');
  const conditionOf = new Map(found.lines.map((l) => [l.orderLineId, l]));
  // Read before the transaction opens (on PGlite a read outside it would wait for it).
  const context = await invoiceContext();
  const db = await database();
  /** The products whose counts the receipt moves (an exchange's new piece too). */
  let moved: number[] = [];
  const outcome = await db.transaction(async (tx) => {
    const { request, lines, order } = await lockReturn(tx, returnId, ['accepted'], 'received');
    const sold = new Map(
      (await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => [
        l.id,
        l,
      ]),
    );
    const base = {
      adminId: admin.id > 0 ? admin.id : null,
      orderId: order.id,
      reference: returnLabel(returnId),
    };
    const asked = new Set(lines.map((l) => l.orderLineId));
    found.lines.forEach((l, i) => {
      if (!asked.has(l.orderLineId)) {
        throw new ValidationError({ [`lines.${i}.orderLineId`]: ['Not a line of this request.'] });
      }
    });
    const moves: Move[] = [];
    lines.forEach((line, i) => {
      const said = conditionOf.get(line.orderLineId);
      if (!said) {
        throw new ValidationError({
          [`lines.${i}.condition`]: ['Say what came back of every line.'],
        });
      }
      const old = sold.get(line.orderLineId);
      if (old?.productId != null) {
        const damaged = said.condition === 'damaged';
        moves.push({
          productId: old.productId,
          size: sizeOf(old.size),
          name: old.name,
          delta: damaged ? 0 : line.qty,
          context: damaged
            ? { ...base, reason: 'write_off', note: writeOffNote(line.qty, said.note) }
            : { ...base, reason: 'return' },
        });
      }
      if (line.action === 'exchange' && line.newProductId !== null) {
        moves.push({
          productId: line.newProductId,
          size: line.newSize || null,
          name: line.newName,
          delta: -line.qty,
          context: { ...base, reason: 'exchange' },
        });
      }
    });
    const touched = await applyMoves(tx, moves);
    moved = moves.map((move) => move.productId);
    const creditNote = await issueReturnCreditNoteInTx(tx, {
      order,
      returnId,
      lines: lines.map((l) => ({ orderLineId: l.orderLineId, qty: l.qty })),
    });
    const outgoing = lines.filter((l) => l.action === 'exchange' && l.newProductId !== null);
    const exchangeInvoice = await issueExchangeInvoiceInTx(tx, {
      order,
      returnId,
      context,
      lines: outgoing.map((l) => ({
        productId: l.newProductId!,
        name: l.newName,
        size: l.newSize,
        qty: l.qty,
        unitPricePaise: toPaise(l.newUnitPrice ?? l.unitPaid),
      })),
    });
    for (const line of lines) {
      await tx
        .update(returnLines)
        .set({ condition: conditionOf.get(line.orderLineId)!.condition })
        .where(eq(returnLines.id, line.id));
    }
    const { owedPaise } = returnBalance(
      lines.map((l) => ({
        qty: l.qty,
        unitPaidPaise: toPaise(l.unitPaid),
        action: l.action,
        newUnitPricePaise: l.newUnitPrice === null ? null : toPaise(l.newUnitPrice),
      })),
    );
    const now = new Date();
    const done = owedPaise === 0;
    await setReturn(tx, request.id, {
      status: done ? 'done' : 'received',
      receivedAt: now,
      ...(done ? { doneAt: now, refundMethod: 'none' as const } : {}),
    });
    const kept = found.lines.filter((l) => l.condition === 'restock').length;
    await noteOnOrder(
      tx,
      order,
      admin,
      `${returnLabel(returnId)} received: ${kept} back to stock, ${found.lines.length - kept} damaged` +
        (done ? '; done, nothing owed either way' : ''),
    );
    return {
      touched,
      creditNoteNumber: creditNote?.number ?? null,
      exchangeInvoiceNumber: exchangeInvoice?.number ?? null,
      done,
    };
  });
  if (outcome.touched) invalidateCatalogue({ products: moved });
  const { touched: _touched, ...answer } = outcome;
  return answer;
}

const writeOffNote = (qty: number, note: string) =>
  `Damaged, written off (${qty} ${qty === 1 ? 'piece' : 'pieces'})${note ? `: ${note}` : ''}`;

/**
 * Every move in product and size order, as sales take theirs (lib/server/orders/stock-moves.ts),
 * so a receipt and a sale of the same pieces queue instead of deadlocking. Whether any count
 * changed.
 */
async function applyMoves(tx: Tx, moves: Move[]): Promise<boolean> {
  const ordered = [...moves].sort(
    (a, b) => a.productId - b.productId || (a.size ?? '').localeCompare(b.size ?? ''),
  );
  let touched = false;
  for (const move of ordered) {
    const result = await adjustStock(tx, move.productId, move.size, move.delta, move.context);
    if (result.kind === 'changed') {
      if (move.delta === 0) await writeOff(tx, move, result.balance);
      else touched = true;
      continue;
    }
    if (move.delta > 0) continue; // a size no longer kept: the piece goes nowhere
    if (move.delta === 0) {
      await writeOff(tx, move, 0);
      continue;
    }
    const left = result.kind === 'too-few' ? result.available : 0;
    throw new ConflictError(
      `Cannot give the exchange: ${shortStockMessage(lineLabel(move.name, move.size), left)} Nothing was changed.`,
    );
  }
  return touched;
}

/** The write-off's ledger row: no count moves, the row says why (adjustStock skips a 0). */
async function writeOff(tx: Tx, move: Move, balance: number) {
  const { note, reference } = ledgerTexts(move.context);
  await tx.insert(stockLedger).values({
    productId: move.productId,
    size: sizeColumn(move.size),
    change: 0,
    balance,
    reason: 'write_off',
    note,
    orderId: move.context.orderId ?? null,
    reference,
    adminId: move.context.adminId ?? null,
  });
}
