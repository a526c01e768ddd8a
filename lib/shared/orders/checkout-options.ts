// What the cart page tells the checkout about the shop's settings: the delivery rule (the
// summary's delivery line), the shop's state (the place-of-supply choice's default) and whether
// UPI is taken (the payment choice). Plain data, passed from the server as props.
import type { DeliveryRule } from './delivery';

export interface CheckoutOptions {
  delivery: DeliveryRule;
  /** GST state code of the shop. */
  shopState: string;
  /** Whether the shop takes UPI payments on the site (a UPI ID is set). */
  upi: boolean;
  /**
   * The name on the signed-in shopper's latest order ('' for none): "Your name" starts with it
   * when this browser remembers no details.
   */
  lastOrderName?: string;
  /** The signed-in shopper's store credit this order may use; absent or null: none to offer. */
  storeCredit?: StoreCreditOffer | null;
}

/** Store credit on the phone of the shopper's earlier orders (their own number). */
export interface StoreCreditOffer {
  /** "+919876543210". */
  phone: string;
  balancePaise: number;
}
