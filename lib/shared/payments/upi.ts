// UPI: the shop's payee address (VPA), the pay link every UPI app opens, and the reference
// number (UTR) a shopper copies from their app after paying. Pure; the status page, the owner's
// message and the settings form use it.
import { paiseToString } from '@/lib/shared/money';

/** name@handle: 2-256 characters of letters, digits, dot, dash, underscore, then the bank's handle. */
const VPA = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export function isVpa(text: string): boolean {
  return VPA.test(text);
}

export const VPA_MESSAGE =
  'Enter a UPI ID such as shopname@okaxis (letters, digits, dots or dashes, then @ and the bank’s handle).';

/** A merchant category code is four digits (e.g. 5651 for family clothing stores). */
export function isMerchantCode(text: string): boolean {
  return /^\d{4}$/.test(text);
}

/** The UPI transaction reference (UTR / RRN) that payment apps show: 12 digits. */
export function isUtr(text: string): boolean {
  return /^\d{12}$/.test(text);
}

export const UTR_MESSAGE =
  'Enter the 12-digit UPI reference number (UTR) from your payment app, digits only.';

/** Spaces and dashes dropped, as apps group the digits ("4521 1234 5678" -> "452112345678"). */
export function normalizeUtr(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export interface UpiPayment {
  /** The payee's VPA. */
  vpa: string;
  /** The payee's name as the app shows it. */
  payeeName: string;
  amountPaise: number;
  /** The order number: the note (tn) and the reference (tr) the shop sees in its bank app. */
  orderNumber: string;
  /** Only when the owner gives one (a merchant VPA); never guessed. */
  merchantCode?: string;
}

/**
 * upi://pay?pa=…&pn=…&am=2398.00&cu=INR&tn=SPM-1042&tr=SPM-1042, every value URL-encoded (the
 * NPCI deep-link parameters); `mc` only when a merchant code is given.
 */
export function upiPayLink(payment: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', paiseToString(payment.amountPaise)],
    ['cu', 'INR'],
    ['tn', payment.orderNumber],
    ['tr', payment.orderNumber],
  ];
  if (payment.merchantCode) params.push(['mc', payment.merchantCode]);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
