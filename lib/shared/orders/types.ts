// An order as pages and the API read it. Money is a decimal string, never a float.
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
  lineTotal: string;
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
  subtotal: string;
  /** "0.00" for pickup, free delivery and orders from before delivery was charged. */
  deliveryCharge: string;
  /** subtotal + deliveryCharge: what the shopper pays. */
  total: string;
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
