// Why a product's stock changed: one word per kind of move, written on every stock-ledger row
// (db/schema/stock.ts) and shown on the product's ledger. Pure, so pages and the API share it.

export const STOCK_REASONS = [
  /** The stock a product had when the ledger began (or when it was created with stock). */
  'opening',
  /** A web order confirmed: its lines leave the shelf. */
  'order',
  /** A confirmed web order cancelled: its lines return. */
  'order_cancelled',
  /** Sold at the counter. */
  'counter_sale',
  /** A customer returned or exchanged a piece and it went back on the shelf. */
  'return',
  /** The piece an exchange gave the customer instead. */
  'exchange',
  /** A returned piece written off as damaged: no stock change, the row says why. */
  'write_off',
  /** New stock from a supplier. */
  'receipt',
  /** A stocktake's correction. */
  'stocktake',
  /** The owner changed the stock in the product form or the product list's ± buttons. */
  'edit',
  /** Bulk edit of several products. */
  'bulk_edit',
  /** The spreadsheet import. */
  'import',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  opening: 'Opening stock',
  order: 'Web order',
  order_cancelled: 'Web order cancelled',
  counter_sale: 'Counter sale',
  return: 'Return',
  exchange: 'Exchange',
  write_off: 'Written off',
  receipt: 'Stock received',
  stocktake: 'Stocktake',
  edit: 'Edited',
  bulk_edit: 'Bulk edit',
  import: 'Spreadsheet import',
};
