CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" varchar(120),
	"address" varchar(300),
	"state_code" varchar(2),
	"gstin" varchar(15),
	"gst_scheme" varchar(14),
	"upi_id" varchar(320),
	"upi_merchant_code" varchar(4),
	"delivery_fee" numeric(12, 2),
	"free_delivery_above" numeric(12, 2),
	"payment_asked" varchar(10),
	"saved_by" integer,
	"saved_at" timestamp with time zone,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A saved setting (delivery charge, UPI ID, …) changes what every server shows at once: the
-- catalogue's change feed carries it (migration 0004's function).
CREATE TRIGGER shop_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
