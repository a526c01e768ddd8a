-- Every change to the catalogue tables, whoever makes it (any app server, a script, a CSV
-- import, psql), tells every listening app server once its transaction commits (issue 14): they
-- drop the pages and data they derived from the catalogue. NOTIFY folds identical messages in
-- one transaction into one, and a rolled-back transaction sends nothing.
CREATE OR REPLACE FUNCTION shop_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_sizes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
