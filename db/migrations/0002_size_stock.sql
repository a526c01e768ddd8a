CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"size" varchar(8) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sizes_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_sizes_stock_non_negative" CHECK ("product_sizes"."stock" >= 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_cart_product_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_product_size_idx" ON "cart_items" USING btree ("cart_id","product_id","size");