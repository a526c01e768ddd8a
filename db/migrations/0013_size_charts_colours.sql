CREATE TABLE "size_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20),
	"name" varchar(60) NOT NULL,
	"unit" varchar(2) DEFAULT 'cm' NOT NULL,
	"measurements" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"how_to_measure" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_charts_kind_unique" UNIQUE("kind"),
	CONSTRAINT "size_charts_unit" CHECK ("size_charts"."unit" in ('cm', 'in'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_note" varchar(160) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_group" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_chart_id_size_charts_id_fk" FOREIGN KEY ("size_chart_id") REFERENCES "public"."size_charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_colour_group_idx" ON "products" USING btree ("colour_group");--> statement-breakpoint
-- A saved chart changes every product page of its kind on every server at once: the catalogue's
-- change feed carries it (migration 0004's function).
CREATE TRIGGER size_charts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON size_charts
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
