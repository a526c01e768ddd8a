CREATE TABLE "cash_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"kind" varchar(4) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" varchar(200) NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_moves_kind" CHECK ("cash_moves"."kind" in ('in', 'out')),
	CONSTRAINT "cash_moves_amount_positive" CHECK ("cash_moves"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "counter_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" varchar(10) NOT NULL,
	"opening_float" numeric(12, 2) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"expected" numeric(12, 2),
	"counted" numeric(12, 2),
	"denominations" jsonb,
	"note" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "counter_days_day_unique" UNIQUE("day"),
	CONSTRAINT "counter_days_float_non_negative" CHECK ("counter_days"."opening_float" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tendered" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_payments_method" CHECK ("counter_payments"."method" in ('cash', 'upi', 'card')),
	CONSTRAINT "counter_payments_amount_positive" CHECK ("counter_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_barcodes" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" varchar(8) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"count_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size" varchar(8) DEFAULT '' NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_count_lines_count_id_product_id_size_pk" PRIMARY KEY("count_id","product_id","size"),
	CONSTRAINT "stock_count_lines_counted" CHECK ("stock_count_lines"."counted" is null or "stock_count_lines"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(120) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"admin_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "stock_counts_status" CHECK ("stock_counts"."status" in ('open', 'posted', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"size" varchar(8) DEFAULT '' NOT NULL,
	"change" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"order_id" integer,
	"reference" varchar(80) DEFAULT '' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_balance_non_negative" CHECK ("stock_ledger"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"product_id" integer,
	"size" varchar(8) DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"cost_price" numeric(12, 2),
	CONSTRAINT "stock_receipt_lines_qty_positive" CHECK ("stock_receipt_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier" varchar(120) DEFAULT '' NOT NULL,
	"bill_number" varchar(60) DEFAULT '' NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_reason" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" varchar(8) DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" varchar(15) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_discount_reason" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_moves" ADD CONSTRAINT "cash_moves_day_id_counter_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."counter_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_moves" ADD CONSTRAINT "cash_moves_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_days" ADD CONSTRAINT "counter_days_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_days" ADD CONSTRAINT "counter_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_lines" ADD CONSTRAINT "stock_receipt_lines_receipt_id_stock_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."stock_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipt_lines" ADD CONSTRAINT "stock_receipt_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_moves_day_idx" ON "cash_moves" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "counter_payments_order_idx" ON "counter_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "counter_payments_created_idx" ON "counter_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_barcodes_product_size_idx" ON "product_barcodes" USING btree ("product_id","size");--> statement-breakpoint
CREATE INDEX "stock_ledger_product_idx" ON "stock_ledger" USING btree ("product_id","size","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_order_idx" ON "stock_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_receipt_lines_receipt_idx" ON "stock_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "stock_receipt_lines_product_idx" ON "stock_receipt_lines" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_receipts_newest_idx" ON "stock_receipts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_channel_idx" ON "orders" USING btree ("channel","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('web', 'counter'));--> statement-breakpoint
-- The ledger starts with what the shelf holds now: one opening row per count that is not zero (a
-- size's count for a product kept per size, the total otherwise), so every product's stock is
-- the sum of its rows from the first day.
INSERT INTO "stock_ledger" ("product_id", "size", "change", "balance", "reason")
  SELECT "product_id", "size", "stock", "stock", 'opening' FROM "product_sizes" WHERE "stock" <> 0
  UNION ALL
  SELECT p."id", '', p."stock", p."stock", 'opening' FROM "products" p
    WHERE p."stock" <> 0 AND NOT EXISTS (SELECT 1 FROM "product_sizes" ps WHERE ps."product_id" = p."id");
--> statement-breakpoint
-- Ledger rows are history: what changed, by how much and why is never rewritten (only a deleted
-- product's, order's or admin's reference may become null).
CREATE OR REPLACE FUNCTION shop_stock_ledger_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.size <> OLD.size OR NEW.change <> OLD.change
     OR NEW.balance <> OLD.balance OR NEW.reason <> OLD.reason OR NEW.note <> OLD.note
     OR NEW.reference <> OLD.reference OR NEW.created_at <> OLD.created_at
     OR (NEW.product_id IS DISTINCT FROM OLD.product_id AND NEW.product_id IS NOT NULL)
     OR (NEW.order_id IS DISTINCT FROM OLD.order_id AND NEW.order_id IS NOT NULL)
     OR (NEW.admin_id IS DISTINCT FROM OLD.admin_id AND NEW.admin_id IS NOT NULL) THEN
    RAISE EXCEPTION 'stock ledger rows are written once and never changed';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_kept BEFORE UPDATE ON stock_ledger
  FOR EACH ROW EXECUTE FUNCTION shop_stock_ledger_kept();
