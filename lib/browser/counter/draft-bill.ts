// The till's sale in progress read as a bill: each discount as typed read into the contract's
// `Discount`, the live arithmetic (`computeBill`, the same the server records), what still stops
// Complete (in the owner's words), the payment parts and the body POST /api/counter-sales/ takes.
import {
  changeDue,
  computeBill,
  discountProblem,
  type Bill,
  type CounterPaymentPart,
  type Discount,
} from '@/lib/shared/counter/bill';
import { parsePercent, type CounterSaleBody } from '@/lib/shared/counter/sale-request';
import type { CounterPaymentMethod } from '@/lib/shared/counter/payment-methods';
import { formatPrice, paiseToString, parseRupees, toPaise } from '@/lib/shared/money';
import type { DiscountDraft, DraftLine, SaleDraft } from './sale-draft';

/** A discount as typed: the contract's Discount, none (empty), or why it cannot be read. */
export function readDiscount(draft: DiscountDraft | null): {
  discount: Discount | null;
  problem: string | null;
} {
  if (!draft || draft.value.trim() === '') return { discount: null, problem: null };
  const value = draft.kind === 'percent' ? parsePercent(draft.value) : parseRupees(draft.value);
  if (value === null) {
    return {
      discount: null,
      problem:
        draft.kind === 'percent'
          ? 'Enter a percentage from 0 to 100.'
          : 'Enter an amount in rupees, e.g. 100 or 99.50.',
    };
  }
  return { discount: { kind: draft.kind, value }, problem: null };
}

/** Whether the discount takes something off (a final price always counts): it needs a reason. */
const takesOff = (d: Discount | null) => d !== null && (d.kind === 'final' || d.value > 0);

function discountCheck(
  draft: DiscountDraft | null,
  basePaise: number,
  qty: number,
): { discount: Discount | null; problem: string | null } {
  const read = readDiscount(draft);
  if (read.problem) return read;
  const problem = discountProblem(read.discount, basePaise, qty);
  if (problem) return { discount: null, problem };
  if (takesOff(read.discount) && draft?.reason.trim() === '') {
    return { discount: read.discount, problem: 'Say why the discount is given.' };
  }
  return read;
}

export interface DraftCheck {
  bill: Bill;
  /** Per line id: what is wrong with it (no size chosen, a discount it cannot take). */
  lineProblems: Record<string, string>;
  billProblem: string | null;
  payments: CounterPaymentPart[];
  payProblem: string | null;
  /** Cash to hand back (paise), when cash was given. */
  changePaise: number;
  /** Nothing stops Complete. */
  ready: boolean;
}

function linePrice(line: DraftLine): number {
  return toPaise(line.product.price);
}

const METHODS: CounterPaymentMethod[] = ['cash', 'upi', 'card', 'credit'];
const METHOD_WORDS = { cash: 'cash', upi: 'UPI', card: 'card', credit: 'store credit' } as const;

function paymentParts(
  draft: SaleDraft,
  totalPaise: number,
): { parts: CounterPaymentPart[]; problem: string | null } {
  const { pay } = draft;
  const given = pay.tendered.trim() === '' ? null : parseRupees(pay.tendered);
  const amounts: Record<CounterPaymentMethod, number | null> =
    pay.mode === 'split'
      ? {
          cash: pay.split.cash.trim() === '' ? 0 : parseRupees(pay.split.cash),
          upi: pay.split.upi.trim() === '' ? 0 : parseRupees(pay.split.upi),
          card: pay.split.card.trim() === '' ? 0 : parseRupees(pay.split.card),
          credit: pay.split.credit.trim() === '' ? 0 : parseRupees(pay.split.credit),
        }
      : { cash: 0, upi: 0, card: 0, credit: 0, [pay.mode]: totalPaise };
  const unread = METHODS.find((m) => amounts[m] === null);
  if (unread) return { parts: [], problem: `Enter the ${METHOD_WORDS[unread]} part in rupees.` };
  const parts = METHODS.filter((m) => (amounts[m] ?? 0) > 0).map((method): CounterPaymentPart => ({
    method,
    amountPaise: amounts[method] ?? 0,
    tenderedPaise: method === 'cash' ? given : null,
  }));
  const sum = parts.reduce((s, p) => s + p.amountPaise, 0);
  if (sum !== totalPaise) {
    return {
      parts,
      problem: `The parts add up to ${formatPrice(paiseToString(sum))}; the bill is ${formatPrice(paiseToString(totalPaise))}.`,
    };
  }
  if (pay.tendered.trim() !== '' && given === null) {
    return { parts, problem: 'Enter the cash given in rupees, e.g. 500.' };
  }
  if (parts.some((p) => p.method === 'credit') && draft.customer.phone.trim() === '') {
    return { parts, problem: 'Enter the customer’s phone: store credit is kept on it.' };
  }
  const cash = parts.find((p) => p.method === 'cash');
  if (cash && given !== null && given < cash.amountPaise) {
    return { parts, problem: 'The cash given is less than the cash to pay.' };
  }
  for (const method of ['upi', 'card'] as const) {
    if (parts.some((p) => p.method === method) && !pay.received[method]) {
      return {
        parts,
        problem:
          method === 'upi'
            ? 'Show the UPI QR and tap “Received” once the payment has arrived.'
            : 'Tap “Received” once the card terminal has approved the payment.',
      };
    }
  }
  return { parts, problem: null };
}

export function checkDraft(draft: SaleDraft): DraftCheck {
  const lineProblems: Record<string, string> = {};
  const inputs = draft.lines.map((line) => {
    const check = discountCheck(line.discount, linePrice(line) * line.qty, line.qty);
    if (line.product.sizes.length > 0 && line.size === null) {
      lineProblems[line.id] = 'Choose a size.';
    } else if (check.problem) lineProblems[line.id] = check.problem;
    return { unitPricePaise: linePrice(line), qty: line.qty, discount: check.discount };
  });
  const subtotal = computeBill(inputs, null).subtotalPaise;
  const billCheck = discountCheck(draft.billDiscount, subtotal, 1);
  const bill = computeBill(inputs, billCheck.discount);
  const { parts, problem } =
    bill.totalPaise > 0
      ? paymentParts(draft, bill.totalPaise)
      : { parts: [], problem: 'A bill of ₹0.00 has nothing to pay: take the discount off.' };
  const ready =
    draft.lines.length > 0 &&
    Object.keys(lineProblems).length === 0 &&
    billCheck.problem === null &&
    problem === null;
  return {
    bill,
    lineProblems,
    billProblem: billCheck.problem,
    payments: parts,
    payProblem: draft.lines.length ? problem : null,
    changePaise: problem === null ? changeDue(parts) : 0,
    ready,
  };
}

function discountBody(draft: DiscountDraft | null) {
  const read = readDiscount(draft);
  if (!read.discount || !draft) return { discount: null, reason: '' };
  return { discount: { kind: draft.kind, value: draft.value.trim() }, reason: draft.reason.trim() };
}

/** The body of POST /api/counter-sales/ (no prices: the server prices; the total it expects). */
export function saleBody(draft: SaleDraft, check: DraftCheck): CounterSaleBody {
  const bill = discountBody(draft.billDiscount);
  return {
    idempotency_key: draft.key,
    lines: draft.lines.map((line) => {
      const d = discountBody(line.discount);
      return {
        product_id: line.product.id,
        size: line.size,
        qty: line.qty,
        discount: d.discount,
        discount_reason: d.reason,
      };
    }),
    bill_discount: bill.discount,
    bill_discount_reason: bill.reason,
    payments: check.payments.map((p) => ({
      method: p.method,
      amount: paiseToString(p.amountPaise),
      tendered: p.tenderedPaise === null ? null : paiseToString(p.tenderedPaise),
    })),
    customer: {
      name: draft.customer.name.trim(),
      phone: draft.customer.phone.trim(),
      gstin: draft.customer.gstin.trim(),
    },
    expected_total: paiseToString(check.bill.totalPaise),
  };
}
