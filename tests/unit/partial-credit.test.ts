// A partial credit note's arithmetic: the share of an invoice line that k returned pieces are
// worth, several notes adding up to the paisa to the line, the last piece taking the remainder,
// and a cancel crediting only what the notes left.
import { describe, expect, it } from 'vitest';
import { computeInvoice } from '@/lib/shared/invoices/arithmetic';
import {
  addCredited,
  creditedByPosition,
  creditPieces,
  creditWhatIsLeft,
  NOTHING_CREDITED,
  piecesLeft,
  type CreditedSoFar,
  type IssuedLine,
} from '@/lib/shared/invoices/partial-credit';

/** An invoice of 3 kurtas at ₹1,299 (5%), a saree at ₹2,999 (18%) less ₹0.10, and ₹49 delivery. */
function invoice(intraState = true): IssuedLine[] {
  const computed = computeInvoice({
    chargesTax: true,
    intraState,
    deliveryPaise: 4900,
    lines: [
      { description: 'Kurta', size: 'M', hsn: '6104', qty: 3, unitPricePaise: 129900, rateBp: 500 },
      {
        description: 'Saree',
        size: null,
        hsn: '5007',
        qty: 1,
        unitPricePaise: 299900,
        paidPaise: 299890,
        rateBp: 1800,
      },
    ],
  });
  return computed.lines.map((l, position) => ({ ...l, position }));
}

const amounts = (l: CreditedSoFar | IssuedLine) => ({
  qty: l.qty,
  taxablePaise: l.taxablePaise,
  cgstPaise: l.cgstPaise,
  sgstPaise: l.sgstPaise,
  igstPaise: l.igstPaise,
  totalPaise: l.totalPaise,
});

describe('a partial credit note', () => {
  it('credits one of three pieces as a third of the line, each part rounded', () => {
    const kurtas = invoice()[0]!;
    // ₹3,897 at 5%: taxable 3,711.43, tax 185.57 = CGST 92.79 + SGST 92.78.
    expect(amounts(kurtas)).toEqual({
      qty: 3,
      taxablePaise: 371143,
      cgstPaise: 9279,
      sgstPaise: 9278,
      igstPaise: 0,
      totalPaise: 389700,
    });
    const one = creditPieces(kurtas, NOTHING_CREDITED, 1);
    expect(amounts(one)).toEqual({
      qty: 1,
      taxablePaise: 123714,
      cgstPaise: 3093,
      sgstPaise: 3093,
      igstPaise: 0,
      totalPaise: 129900,
    });
    expect(one.taxablePaise + one.cgstPaise + one.sgstPaise).toBe(one.totalPaise);
    expect([one.description, one.size, one.hsn, one.rateBp, one.position]).toEqual([
      'Kurta',
      'M',
      '6104',
      500,
      0,
    ]);
  });

  it('adds up to the invoice line to the paisa over several returns, the last taking the rest', () => {
    const kurtas = invoice()[0]!;
    let so = NOTHING_CREDITED;
    const notes: IssuedLine[] = [];
    for (const qty of [1, 1, 1]) {
      const note = creditPieces(kurtas, so, qty);
      notes.push(note);
      so = addCredited(so, note);
    }
    expect(notes.map((n) => n.sgstPaise)).toEqual([3093, 3092, 3093]);
    expect(notes.map((n) => n.cgstPaise)).toEqual([3093, 3093, 3093]);
    expect(amounts(so)).toEqual(amounts(kurtas));
    expect(piecesLeft(kurtas, so)).toBe(0);
  });

  it('gives the same sums whether pieces come back one by one or together', () => {
    const kurtas = invoice(false)[0]!;
    const two = creditPieces(kurtas, NOTHING_CREDITED, 2);
    const first = creditPieces(kurtas, NOTHING_CREDITED, 1);
    const second = creditPieces(kurtas, addCredited(NOTHING_CREDITED, first), 1);
    expect(amounts(addCredited(addCredited(NOTHING_CREDITED, first), second))).toEqual(
      amounts(addCredited(NOTHING_CREDITED, two)),
    );
    expect(two.igstPaise).toBe(12371); // 2/3 of 185.57 IGST between states
    expect(two.cgstPaise + two.sgstPaise).toBe(0);
  });

  it('credits what a discounted line paid, not its list price', () => {
    const saree = invoice()[1]!;
    const note = creditPieces(saree, NOTHING_CREDITED, 1);
    expect(note.totalPaise).toBe(299890);
    expect(note.unitPricePaise).toBe(299900);
    expect(amounts(note)).toEqual(amounts(saree));
  });

  it('refuses more pieces than are left', () => {
    const kurtas = invoice()[0]!;
    const so = addCredited(NOTHING_CREDITED, creditPieces(kurtas, NOTHING_CREDITED, 2));
    expect(piecesLeft(kurtas, so)).toBe(1);
    expect(() => creditPieces(kurtas, so, 2)).toThrow(RangeError);
    expect(() => creditPieces(kurtas, NOTHING_CREDITED, 0)).toThrow(RangeError);
  });
});

describe('a cancel after returns', () => {
  it('credits the whole invoice when nothing came back', () => {
    const lines = invoice();
    expect(creditWhatIsLeft(lines, new Map()).map(amounts)).toEqual(lines.map(amounts));
  });

  it('credits only what the returns left, delivery included, so all notes make the invoice', () => {
    const lines = invoice();
    const returned = [
      creditPieces(lines[0]!, NOTHING_CREDITED, 1),
      creditPieces(lines[1]!, NOTHING_CREDITED, 1),
    ];
    const credited = creditedByPosition(returned);
    const rest = creditWhatIsLeft(lines, credited);
    expect(rest.map((l) => [l.description, l.position, l.qty])).toEqual([
      ['Kurta', 0, 2],
      ['Delivery charge', 2, 1],
    ]);
    const all = creditedByPosition([...returned, ...rest]);
    for (const line of lines) expect(amounts(all.get(line.position)!)).toEqual(amounts(line));
  });

  it('credits nothing when every piece came back and there was no delivery', () => {
    const lines = invoice().slice(0, 2);
    const credited = creditedByPosition(lines.map((l) => creditPieces(l, NOTHING_CREDITED, l.qty)));
    expect(creditWhatIsLeft(lines, credited)).toEqual([]);
  });
});
