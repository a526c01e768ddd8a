CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"size" varchar(8) DEFAULT '' NOT NULL,
	"hsn" varchar(8) NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"rate_bp" integer NOT NULL,
	"taxable" numeric(12, 2) NOT NULL,
	"cgst" numeric(12, 2) NOT NULL,
	"sgst" numeric(12, 2) NOT NULL,
	"igst" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"document" varchar(16) NOT NULL,
	"fy_start" integer NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"original_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" varchar(2) NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable" numeric(12, 2) NOT NULL,
	"cgst" numeric(12, 2) NOT NULL,
	"sgst" numeric(12, 2) NOT NULL,
	"igst" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_document" CHECK ("invoices"."document" in ('tax_invoice', 'bill_of_supply'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_idx" ON "invoices" USING btree ("kind","fy_start","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_idx" ON "invoices" USING btree ("original_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Invoices and their lines are written once: any UPDATE is refused (a cancellation adds a credit
-- note instead). Deleting is left to restores and whole-database tools.
CREATE OR REPLACE FUNCTION shop_invoice_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are written once and never updated (issue a credit note instead)';
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_written_once BEFORE UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION shop_invoice_written_once();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_written_once BEFORE UPDATE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION shop_invoice_written_once();
