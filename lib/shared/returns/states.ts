// Exchanges and returns: the words of a return request's life, shared by the database schema,
// the pages and the API. Pure.
//
// A request is asked by the shopper (from the order's status page) or opened by the shop (the
// customer is at the counter). asked → accepted → received → done, or declined with the owner's
// reason. Stock moves only at "received" (the piece is back in the owner's hands); the refund or
// the price difference settles at "done".

export const RETURN_STATUSES = ['asked', 'accepted', 'received', 'done', 'declined'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  asked: 'Asked',
  accepted: 'Accepted',
  received: 'Received',
  done: 'Done',
  declined: 'Declined',
};

/** Statuses of a request still being worked on: one such request per order at a time. */
export const OPEN_RETURN_STATUSES = ['asked', 'accepted', 'received'] as const;

/** Who opened the request. */
export const RETURN_SOURCES = ['shopper', 'shop'] as const;
export type ReturnSource = (typeof RETURN_SOURCES)[number];

/** What happens to one line: its pieces come back for money, or for another size or colour. */
export const RETURN_ACTIONS = ['return', 'exchange'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** Why a piece comes back: the shopper's short list. */
export const RETURN_REASONS = [
  'too_small',
  'too_big',
  'not_as_pictured',
  'damaged',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_big: 'Too big',
  not_as_pictured: 'Not as pictured',
  damaged: 'Damaged',
  other: 'Other',
};

/** What the owner found when the piece came back: back on the shelf, or written off. */
export const RETURN_CONDITIONS = ['restock', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** How money owed to the customer goes back ('none' when nothing is owed). */
export const REFUND_METHODS = ['none', 'cash', 'upi', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  none: 'Nothing to refund',
  cash: 'Cash',
  upi: 'UPI (sent by the shop)',
  store_credit: 'Store credit',
};

/** Why a phone's store credit changed. */
export const STORE_CREDIT_REASONS = ['refund', 'spent', 'restored', 'adjust'] as const;
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number];
