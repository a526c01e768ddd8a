// What a credit note credits of one invoice line when only some of its pieces come back (GST rule
// 53(1A)): the tax the customer paid for those pieces on the original invoice, never more. The
// amounts are taken as a share of the invoice line's own amounts (which already hold any
// discount the customer had), counted cumulatively: k of Q pieces credited so far are worth
// round(amount × k ÷ Q), so every note takes the cumulative share minus what earlier notes took.
// Several notes of one line therefore add up to the paisa to the line, the one that credits the
// last piece takes the remainder, and no order of returns credits more than was invoiced.
import type { InvoiceLine, InvoiceTotals } from './arithmetic';

/** An issued invoice line: its place on the invoice and what it says. */
export interface IssuedLine extends InvoiceLine {
  position: number;
}

/** What earlier credit notes took of one invoice line, in all. */
export interface CreditedSoFar extends InvoiceTotals {
  qty: number;
}

export const NOTHING_CREDITED: CreditedSoFar = {
  qty: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
};

/** amount × n ÷ d rounded half up (all non-negative integers). */
function shareOf(amount: number, n: number, d: number): number {
  return Math.floor((2 * amount * n + d) / (2 * d));
}

/** Pieces of a line still to credit. */
export const piecesLeft = (line: Pick<IssuedLine, 'qty'>, credited: CreditedSoFar): number =>
  Math.max(0, line.qty - credited.qty);

/**
 * The credit note line for `qty` more pieces of `line`, after `credited`. The caller checks
 * `qty` ≤ `piecesLeft` first; a larger `qty` throws (a bug, not a customer's mistake).
 */
export function creditPieces(line: IssuedLine, credited: CreditedSoFar, qty: number): IssuedLine {
  if (!Number.isInteger(qty) || qty < 1 || qty > piecesLeft(line, credited)) {
    throw new RangeError(`cannot credit ${qty} of ${line.qty} pieces (${credited.qty} credited)`);
  }
  const upTo = credited.qty + qty;
  const take = (amount: number, already: number) => shareOf(amount, upTo, line.qty) - already;
  const cgstPaise = take(line.cgstPaise, credited.cgstPaise);
  const sgstPaise = take(line.sgstPaise, credited.sgstPaise);
  const igstPaise = take(line.igstPaise, credited.igstPaise);
  const totalPaise = take(line.totalPaise, credited.totalPaise);
  return {
    ...line,
    qty,
    totalPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    // Taxable is the rest, so taxable + tax = total on the note as on the invoice.
    taxablePaise: totalPaise - cgstPaise - sgstPaise - igstPaise,
  };
}

/** Adds a note's line to what a line had credited. */
export function addCredited(so: CreditedSoFar, line: InvoiceLine): CreditedSoFar {
  return {
    qty: so.qty + line.qty,
    taxablePaise: so.taxablePaise + line.taxablePaise,
    cgstPaise: so.cgstPaise + line.cgstPaise,
    sgstPaise: so.sgstPaise + line.sgstPaise,
    igstPaise: so.igstPaise + line.igstPaise,
    totalPaise: so.totalPaise + line.totalPaise,
  };
}

/** What earlier notes credited, per invoice line position. */
export function creditedByPosition(
  noteLines: readonly (InvoiceLine & { position: number })[],
): Map<number, CreditedSoFar> {
  const map = new Map<number, CreditedSoFar>();
  for (const l of noteLines) {
    map.set(l.position, addCredited(map.get(l.position) ?? NOTHING_CREDITED, l));
  }
  return map;
}

/** The lines a cancel credits: every piece (and the delivery) earlier notes left; [] if none. */
export function creditWhatIsLeft(
  invoiceLines: readonly IssuedLine[],
  credited: ReadonlyMap<number, CreditedSoFar>,
): IssuedLine[] {
  return invoiceLines.flatMap((line) => {
    const so = credited.get(line.position) ?? NOTHING_CREDITED;
    const left = piecesLeft(line, so);
    return left > 0 ? [creditPieces(line, so, left)] : [];
  });
}
