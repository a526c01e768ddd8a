// Invoices and credit notes: records written once when issued and never updated (a trigger
// refuses any UPDATE), holding the shop's and the buyer's details as they were and every line's
// HSN, rate and tax. Cancelling an invoiced order adds a credit note for what is left of it, a
// return a credit note for what came back, an exchange an invoice for what went out instead;
// nothing is deleted.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { returnRequests } from './returns';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull();

export interface SellerSnapshot {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
  scheme: string;
}

export interface BuyerSnapshot {
  name: string;
  address: string;
  pincode: string;
  stateCode: string;
  phone: string;
  /** A business buyer's GSTIN (a B2B invoice); absent for a consumer. */
  gstin?: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** "SPM/25-26/0042" or "CN/25-26/0003": at most 16 characters, unique. */
    number: varchar('number', { length: 16 }).notNull().unique(),
    kind: varchar('kind', { length: 12 }).notNull(),
    /** tax_invoice (regular GST) or bill_of_supply (composition, not registered). */
    document: varchar('document', { length: 16 }).notNull(),
    fyStart: integer('fy_start').notNull(),
    seq: integer('seq').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's number as people say it, copied ("SPM-1042"). */
    orderNumber: varchar('order_number', { length: 20 }).notNull(),
    /** The invoice a credit note credits (all of it when an order is cancelled, or part). */
    originalId: integer('original_id'),
    /**
     * The exchange or return this document belongs to: a credit note for what came back, or the
     * invoice for what went out instead. Null for an order's own invoice and a cancel's note.
     */
    returnId: integer('return_id').references(() => returnRequests.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    placeOfSupply: varchar('place_of_supply', { length: 2 }).notNull(),
    intraState: boolean('intra_state').notNull(),
    taxable: money('taxable'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    igst: money('igst'),
    total: money('total'),
  },
  (t) => [
    uniqueIndex('invoices_series_idx').on(t.kind, t.fyStart, t.seq),
    uniqueIndex('invoices_one_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.returnId} is null`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_original_idx').on(t.originalId),
    index('invoices_return_idx').on(t.returnId),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_document', sql`${t.document} in ('tax_invoice', 'bill_of_supply')`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    size: varchar('size', { length: 8 }).notNull().default(''),
    hsn: varchar('hsn', { length: 8 }).notNull(),
    qty: integer('qty').notNull(),
    unitPrice: money('unit_price'),
    /** Basis points: 500 = 5%. */
    rateBp: integer('rate_bp').notNull(),
    taxable: money('taxable'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    igst: money('igst'),
    total: money('total'),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
