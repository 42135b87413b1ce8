-- The shop's merchandising (categories here; banners, the menu, the promotional strip and collections
-- later) notifies 'merch_changed' with the table's name on any change, whoever makes it (the back
-- office, psql, a migration), so every instance reads its in-memory copy again within a second
-- instead of waiting for a cache to age (server/catalog/category-cache.ts). One notification per
-- statement: a bulk change is one reload. Delivered only when the transaction commits.
CREATE OR REPLACE FUNCTION notify_merch_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('merch_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_notify_merch_changed
  AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_merch_changed();
