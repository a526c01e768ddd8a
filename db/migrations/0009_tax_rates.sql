CREATE TABLE "tax_rates" (
	"kind" varchar(60) PRIMARY KEY NOT NULL,
	"hsn" varchar(8) NOT NULL,
	"rule" varchar(5) NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rule" CHECK ("tax_rates"."rule" in ('slab', 'fixed')),
	CONSTRAINT "tax_rates_rate" CHECK ("tax_rates"."rate_bp" between 0 and 4000),
	CONSTRAINT "tax_rates_hsn" CHECK ("tax_rates"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$')
);
--> statement-breakpoint
-- A saved rate changes what invoices charge on every server at once (the catalogue's feed).
CREATE TRIGGER tax_rates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_rates
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
