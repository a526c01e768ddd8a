'use client';

// The till's state: the sale in progress (kept in this browser until the server confirms it,
// lib/browser/counter/sale-draft.ts), its live bill, Complete with its one idempotency key, and
// what the server answered (done, refused lines, a changed price, no answer: Retry).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CounterMatch, CounterProduct } from '@/lib/shared/counter/lookup';
import type { OrderConflict } from '@/lib/shared/orders/unavailable-line';
import { ORDER_LIMITS } from '@/lib/shared/orders/types';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';
import { checkDraft, saleBody } from '@/lib/browser/counter/draft-bill';
import { postCounterSale } from '@/lib/browser/counter/post-sale';
import {
  forgetDone,
  keepDone,
  keepDraft,
  newDraft,
  readDone,
  readDraft,
  type DiscountDraft,
  type DoneSale,
  type DraftLine,
  type SaleDraft,
} from '@/lib/browser/counter/sale-draft';
import { lookupCounterAction } from './actions';

/** What the last Complete left to show: a refusal to fix, or a failure to retry. */
export type TillProblem =
  | { kind: 'conflict'; message: string; lines: OrderConflict[] }
  | { kind: 'invalid'; message: string; fields: FieldErrors }
  | { kind: 'failed'; message: string };

/** How many of a line's size can be sold (the shelf as last read), capped at an order's most. */
export function maxQty(line: Pick<DraftLine, 'product' | 'size'>): number {
  const { product, size } = line;
  const left =
    size === null || !product.perSize
      ? product.stock
      : (product.sizes.find((s) => s.size === size)?.stock ?? 0);
  return Math.max(1, Math.min(left, ORDER_LIMITS.maxQty));
}

const sameSpot = (line: DraftLine, productId: number, size: string | null) =>
  line.product.id === productId && line.size === size;

function withProduct(draft: SaleDraft, product: CounterProduct): SaleDraft {
  return {
    ...draft,
    lines: draft.lines.map((l) => (l.product.id === product.id ? { ...l, product } : l)),
  };
}

/** The bill with a scanned or chosen product: one more of its line, or a new line. */
function added(draft: SaleDraft, { product, size }: CounterMatch): SaleDraft {
  const fresh = withProduct(draft, product);
  const only = product.sizes.length === 1 ? product.sizes[0]!.size : null;
  const pick = size ?? only;
  const same = fresh.lines.find((l) => sameSpot(l, product.id, pick));
  if (same && (pick !== null || product.sizes.length === 0)) {
    const qty = Math.min(same.qty + 1, ORDER_LIMITS.maxQty);
    return { ...fresh, lines: fresh.lines.map((l) => (l === same ? { ...l, qty } : l)) };
  }
  const line: DraftLine = {
    id: crypto.randomUUID().slice(0, 8),
    product,
    size: pick,
    qty: 1,
    discount: null,
  };
  return { ...fresh, lines: [...fresh.lines, line] };
}

/** The refused lines' counts put onto the bill's products, so the size chooser shows them. */
function withConflicts(draft: SaleDraft, lines: readonly OrderConflict[]): SaleDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => {
      const hit = lines.find((c) => c.productId === line.product.id && c.size === line.size);
      if (!hit || line.size === null || !line.product.perSize) return line;
      const sizes = line.product.sizes.map((s) =>
        s.size === line.size ? { ...s, stock: hit.available } : s,
      );
      return { ...line, product: { ...line.product, sizes } };
    }),
  };
}

/** What the customer is asked to pay, and how: a UPI or card payment marked received was for it. */
const asked = (d: SaleDraft) =>
  JSON.stringify([
    d.lines.map((l) => [l.product.id, l.product.price, l.size, l.qty, l.discount]),
    d.billDiscount,
    d.pay.mode,
    d.pay.split,
  ]);

/**
 * `after`, with its "received" marks cleared when the amount asked changed since `before`: a
 * payment seen for the old amount is not one for the new, so the owner checks it again.
 */
function withReceiptsChecked(before: SaleDraft, after: SaleDraft): SaleDraft {
  if (asked(before) === asked(after)) return after;
  return { ...after, pay: { ...after.pay, received: { upi: false, card: false } } };
}

export function useTill() {
  const [draft, setDraft] = useState<SaleDraft>(() => readDraft() ?? newDraft());
  const [done, setDone] = useState<DoneSale | null>(readDone);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<TillProblem | null>(null);
  const busy = useRef(false);
  const check = useMemo(() => checkDraft(draft), [draft]);

  useEffect(() => keepDraft(draft), [draft]);

  const change = useCallback((edit: (d: SaleDraft) => SaleDraft) => {
    setDraft((d) => withReceiptsChecked(d, edit(d)));
    setProblem((p) => (p?.kind === 'failed' ? p : null));
  }, []);

  const add = useCallback((match: CounterMatch) => change((d) => added(d, match)), [change]);
  const editLine = useCallback(
    (id: string, edit: Partial<Pick<DraftLine, 'size' | 'qty' | 'discount'>>) =>
      change((d) => ({ ...d, lines: d.lines.map((l) => (l.id === id ? { ...l, ...edit } : l)) })),
    [change],
  );
  const removeLine = useCallback(
    (id: string) => change((d) => ({ ...d, lines: d.lines.filter((l) => l.id !== id) })),
    [change],
  );
  const setBillDiscount = useCallback(
    (billDiscount: DiscountDraft | null) => change((d) => ({ ...d, billDiscount })),
    [change],
  );
  const setCustomer = useCallback(
    (field: keyof SaleDraft['customer'], value: string) =>
      change((d) => ({ ...d, customer: { ...d.customer, [field]: value } })),
    [change],
  );
  const setPay = useCallback(
    (edit: Partial<SaleDraft['pay']>) => change((d) => ({ ...d, pay: { ...d.pay, ...edit } })),
    [change],
  );

  /** Reads the bill's products again (prices and stock now), after the server refused the bill. */
  const refreshProducts = useCallback(async (ids: readonly number[]) => {
    for (const id of new Set(ids)) {
      const found = await lookupCounterAction(`#${id}`);
      const product = found.ok ? found.matches[0]?.product : undefined;
      if (product) setDraft((d) => withReceiptsChecked(d, withProduct(d, product)));
    }
  }, []);

  const complete = useCallback(async () => {
    if (busy.current || !check.ready) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    // Kept as sent before it is sent: if the answer never comes, Retry sends the same key.
    const sent = { ...draft, unconfirmed: true };
    keepDraft(sent);
    setDraft(sent);
    const outcome = await postCounterSale(saleBody(sent, check));
    busy.current = false;
    setSending(false);
    if (outcome.kind === 'done') {
      setDone(keepDone(outcome.answer));
      setDraft(newDraft());
      return;
    }
    if (outcome.kind === 'failed') {
      setProblem(outcome);
      return;
    }
    // Refused: nothing was recorded; the bill stays to fix, with the shelf as the server sees it.
    setDraft((d) =>
      withConflicts({ ...d, unconfirmed: false }, outcome.kind === 'conflict' ? outcome.lines : []),
    );
    setProblem(outcome);
    if (outcome.kind === 'conflict') void refreshProducts(draft.lines.map((l) => l.product.id));
  }, [check, draft, refreshProducts]);

  const newSale = useCallback(() => {
    forgetDone();
    setDone(null);
    setProblem(null);
    setDraft((d) => (d.lines.length && !d.unconfirmed ? d : newDraft()));
  }, []);

  const discard = useCallback(() => {
    setProblem(null);
    setDraft(newDraft());
  }, []);

  return {
    draft,
    check,
    done,
    sending,
    problem,
    add,
    editLine,
    removeLine,
    setBillDiscount,
    setCustomer,
    setPay,
    complete,
    newSale,
    discard,
  };
}

export type Till = ReturnType<typeof useTill>;
