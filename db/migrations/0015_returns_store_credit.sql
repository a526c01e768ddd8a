CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"unit_paid" numeric(12, 2) NOT NULL,
	"new_product_id" integer,
	"new_name" varchar(200) DEFAULT '' NOT NULL,
	"new_size" varchar(8) DEFAULT '' NOT NULL,
	"new_unit_price" numeric(12, 2),
	"condition" varchar(8),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_qty_range" CHECK ("return_lines"."qty" between 1 and 20),
	CONSTRAINT "return_lines_action" CHECK ("return_lines"."action" in ('return', 'exchange')),
	CONSTRAINT "return_lines_reason" CHECK ("return_lines"."reason" in ('too_small', 'too_big', 'not_as_pictured', 'damaged', 'other')),
	CONSTRAINT "return_lines_condition" CHECK ("return_lines"."condition" is null or "return_lines"."condition" in ('restock', 'damaged'))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'asked' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"decline_reason" varchar(300) DEFAULT '' NOT NULL,
	"refund_method" varchar(12),
	"refund_reference" varchar(40) DEFAULT '' NOT NULL,
	"refunded" numeric(12, 2) DEFAULT '0' NOT NULL,
	"collected" numeric(12, 2) DEFAULT '0' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "return_requests_source" CHECK ("return_requests"."source" in ('shopper', 'shop')),
	CONSTRAINT "return_requests_status" CHECK ("return_requests"."status" in ('asked', 'accepted', 'received', 'done', 'declined')),
	CONSTRAINT "return_requests_refund_method" CHECK ("return_requests"."refund_method" is null or "return_requests"."refund_method" in ('none', 'cash', 'upi', 'store_credit')),
	CONSTRAINT "return_requests_refunded_non_negative" CHECK ("return_requests"."refunded" >= 0),
	CONSTRAINT "return_requests_collected_non_negative" CHECK ("return_requests"."collected" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"phone" varchar(16) PRIMARY KEY NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_balance_non_negative" CHECK ("store_credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(16) NOT NULL,
	"change" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"reason" varchar(10) NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_moves_balance_non_negative" CHECK ("store_credit_moves"."balance" >= 0),
	CONSTRAINT "store_credit_moves_reason" CHECK ("store_credit_moves"."reason" in ('refund', 'spent', 'restored', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "sales_day_totals" (
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_day_totals_day_channel_pk" PRIMARY KEY("day","channel"),
	CONSTRAINT "sales_day_totals_channel" CHECK ("sales_day_totals"."channel" in ('web', 'counter'))
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"channel" varchar(8) NOT NULL,
	"main_category" varchar(40) NOT NULL,
	"sub_category" varchar(60) NOT NULL,
	"size" varchar(8) NOT NULL,
	"pieces" integer NOT NULL,
	"paid" numeric(16, 4) NOT NULL,
	CONSTRAINT "sales_days_day_channel_main_category_sub_category_size_pk" PRIMARY KEY("day","channel","main_category","sub_category","size"),
	CONSTRAINT "sales_days_channel" CHECK ("sales_days"."channel" in ('web', 'counter'))
);
--> statement-breakpoint
ALTER TABLE "counter_payments" DROP CONSTRAINT "counter_payments_method";--> statement-breakpoint
DROP INDEX "invoices_one_credit_note_idx";--> statement-breakpoint
DROP INDEX "invoices_one_per_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "returns_open" boolean;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_window_days" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "non_returnable_kinds" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "store_credit_on" boolean;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "reorder_cover_days" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "reorder_lead_days" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "reorder_safety_days" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_new_product_id_products_id_fk" FOREIGN KEY ("new_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_moves" ADD CONSTRAINT "store_credit_moves_phone_store_credit_accounts_phone_fk" FOREIGN KEY ("phone") REFERENCES "public"."store_credit_accounts"("phone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_moves" ADD CONSTRAINT "store_credit_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_moves" ADD CONSTRAINT "store_credit_moves_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_moves" ADD CONSTRAINT "store_credit_moves_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id","position");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_idx" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" in ('asked', 'accepted', 'received');--> statement-breakpoint
CREATE INDEX "store_credit_moves_phone_idx" ON "store_credit_moves" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "store_credit_moves_order_idx" ON "store_credit_moves" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_status_created_idx" ON "order_events" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_original_idx" ON "invoices" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "invoices_return_idx" ON "invoices" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_created_idx" ON "stock_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."return_id" is null;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_method" CHECK ("counter_payments"."method" in ('cash', 'upi', 'card', 'credit'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_paid_non_negative" CHECK ("orders"."credit_paid" >= 0);