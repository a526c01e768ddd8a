// An exchange or return request as the pages and the wire read it: the shopper's status page,
// the owner's order page and the order's API answer all show this one shape. Money is decimal
// rupees as text ("1499.00"), never a float; times are ISO strings. Pure.
import { toPaise } from '@/lib/shared/money';
import type {
  RefundMethod,
  ReturnAction,
  ReturnCondition,
  ReturnReason,
  ReturnSource,
  ReturnStatus,
} from './states';

/** Pieces of one order line in a request, and what the customer takes instead (an exchange). */
export interface ReturnLineView {
  /** The order line the pieces came from. */
  orderLineId: number;
  /** The order line's name and size, as sold (size null for a one-size product). */
  name: string;
  size: string | null;
  qty: number;
  action: ReturnAction;
  reason: ReturnReason;
  /** What one piece cost the customer after the line's and the bill's discounts. */
  unitPaid: string;
  /** An exchange's new piece ('' and null for a return). */
  newProductId: number | null;
  newName: string;
  newSize: string;
  /** The new piece's price at the ask (null for a return). */
  newUnitPrice: string | null;
  /** What the owner found when the pieces came back; null until received. */
  condition: ReturnCondition | null;
}

/** A paper made for the request: a credit note for what came back, an invoice for what went out. */
export interface ReturnDocumentView {
  kind: 'invoice' | 'credit_note';
  number: string;
}

export interface ReturnView {
  id: number;
  status: ReturnStatus;
  source: ReturnSource;
  /** The shopper's own words ('' when none). */
  note: string;
  createdAt: string;
  lines: ReturnLineView[];
  /** Why the owner declined ('' unless declined). */
  declineReason: string;
  /** How money owed to the customer went back; null until the request is done. */
  refundMethod: RefundMethod | null;
  /** The UPI transfer's reference the owner typed ('' when none). */
  refundReference: string;
  /** What went back to the customer ("0.00" when nothing). */
  refunded: string;
  /** What the customer paid on top for a dearer exchange ("0.00" when nothing). */
  collected: string;
  receivedAt: string | null;
  doneAt: string | null;
  /** The request's papers; filled by the owner's side (absent where a page does not show them). */
  documents?: ReturnDocumentView[];
}

/** What one request's pieces came to at the ask: the sum of qty × unit paid, in paise. */
export function returnLinesPaise(lines: readonly Pick<ReturnLineView, 'qty' | 'unitPaid'>[]) {
  return lines.reduce((sum, l) => sum + l.qty * toPaise(l.unitPaid), 0);
}

/** One line of an order as the shopper's ask offers it. */
export interface ShopperLineOffer {
  orderLineId: number;
  name: string;
  size: string | null;
  qty: number;
  /** Pieces the shopper may ask about now (0 when refused). */
  left: number;
  /** Why none may come back ("This item cannot be returned."), or null. */
  refusal: string | null;
  /** Other sizes of the same product in stock now ([] when none, or when it is gone). */
  exchangeSizes: string[];
}

/** What the status page shows about exchanges and returns of its order. */
export interface ShopperReturns {
  /** The shop takes returns online at all (nothing is shown when off and nothing was asked). */
  returnsOpen: boolean;
  /** The window is open now, no request is being worked on, and some piece may come back. */
  canAsk: boolean;
  /** What the page says about the window ("You can ask … until 8 March 2026."). */
  windowText: string;
  lines: ShopperLineOffer[];
  /** The order's requests, newest first. */
  requests: ReturnView[];
}
