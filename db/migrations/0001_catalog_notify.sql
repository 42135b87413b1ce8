-- Any change to a product or its variants notifies 'catalog_changed' with the product id, whoever
-- makes it (the store, the back office, psql), so every instance's search index can follow within a
-- second. The notification is delivered only when the transaction commits.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger AS $$
DECLARE
  pid integer;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    pid := COALESCE(NEW.id, OLD.id);
  ELSE
    pid := COALESCE(NEW.product_id, OLD.product_id);
  END IF;
  PERFORM pg_notify('catalog_changed', pid::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER variants_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE ON variants
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
