-- A change to a piece's reviews notifies 'catalog_changed' with the product id, as a change to the
-- piece itself does (0001_catalog_notify), whoever makes it (the store, a future back office's
-- moderation, psql): every instance then reads that piece's first page of reviews afresh
-- (server/reviews/first-page-cache.ts). Notifications are sent at commit, one per product.
CREATE TRIGGER product_reviews_notify_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
