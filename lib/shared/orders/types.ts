// An order as pages and the API read it. Money is a decimal string, never a float.
import type { CounterPaymentMethod } from '@/lib/shared/counter/payment-methods';
import type { OrderChannel } from './channel';
import type { Fulfilment } from './checkout';
import type { PaymentMethod, PaymentStatus } from './payment';
import type { OrderStatus } from './status';

export interface OrderLine {
  /** Null once the product was deleted; the line keeps its name and price. */
  productId: number | null;
  name: string;
  size: string | null;
  qty: number;
  unitPrice: string;
  /** unit price × qty less the line's own discount (a counter sale's; "0.00" otherwise). */
  lineTotal: string;
  /** The line's own discount in rupees, "0.00" when none. */
  discount: string;
  discountReason: string;
}

/** One part of a counter sale's payment. */
export interface CounterPayment {
  method: CounterPaymentMethod;
  amount: string;
  /** Cash only: what the customer handed over; null otherwise. */
  tendered: string | null;
  /** Cash only: the change handed back; null otherwise. */
  change: string | null;
}

export interface OrderEvent {
  status: OrderStatus;
  note: string;
  at: string;
}

export interface Order {
  /** "SP-1042". */
  number: string;
  token: string;
  status: OrderStatus;
  paid: boolean;
  customerName: string;
  /** "+919876543210" or "". Admins only: public views mask it. */
  phone: string;
  fulfilment: Fulfilment;
  address: string;
  pincode: string;
  note: string;
  /**
   * What the lines come to. A counter sale's is after every discount (its lines' own and the
   * bill's): what the customer pays for the goods, so sums of sales stay right.
   */
  subtotal: string;
  /** "0.00" for pickup, free delivery and orders from before delivery was charged. */
  deliveryCharge: string;
  /** subtotal + deliveryCharge: what the shopper pays. */
  total: string;
  /**
   * Store credit paid towards the total ("0.00" or absent when none): a payment, not a discount,
   * so the invoice keeps the total. What is left to pay is total − creditPaid.
   */
  creditPaid?: string;
  /** Null for orders from before the shopper was asked. */
  paymentMethod: PaymentMethod | null;
  /** The place of supply's GST state code; '' for pickup (the shop's state). */
  buyerState: string;
  /** Where the payment stands (claims, the shop's marks). */
  payment: PaymentStatus;
  /** "SPM/25-26/0042" once issued (at confirm, or on the owner's tap); else null. */
  invoiceNumber: string | null;
  /** The credit note that cancelled the invoice, if the order was cancelled after it. */
  creditNoteNumber: string | null;
  lines: OrderLine[];
  events: OrderEvent[];
  createdAt: string;
  /** Where the sale happened: the web's cart or the shop's counter. */
  channel: OrderChannel;
  /** A business buyer's GSTIN (counter sales, B2B), '' otherwise. */
  buyerGstin: string;
  /** A discount on the whole bill (counter sales), already taken off the subtotal; "0.00". */
  billDiscount: string;
  billDiscountReason: string;
  /** How a counter sale was paid (cash, UPI, card, or split); empty for web orders. */
  counterPayments: CounterPayment[];
}

/**
 * Most lines in one order, most of one line, and the largest total in paise: ₹100
 * crore. 60 lines of 20 at the highest price (₹1 crore) would be ₹1,200 crore, past what the
 * order's money columns hold (numeric(12,2): under ₹1,000 crore); the cap leaves room there for
 * charges and tax on top of the subtotal.
 */
export const ORDER_LIMITS = {
  maxLines: 60,
  maxQty: 20,
  maxSubtotalPaise: 100_00_00_000_00,
} as const;
