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
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"category_slug" text,
	"href" text,
	"ribbon" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_items_kind_known" CHECK ("menu_items"."kind" IN ('all_jewellery', 'category', 'link', 'whatsapp')),
	CONSTRAINT "menu_items_category_named" CHECK ("menu_items"."kind" NOT IN ('all_jewellery', 'category') OR "menu_items"."category_slug" IS NOT NULL),
	CONSTRAINT "menu_items_link_has_href" CHECK ("menu_items"."kind" <> 'link' OR "menu_items"."href" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "promo_strip" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"link_text" text NOT NULL,
	"link" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_strip_one_row" CHECK ("promo_strip"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Today's content, so the shop looks the same after the move from constants (app/lib/site.ts PROMO,
-- app/lib/navigation.ts navConfig) to the database.
INSERT INTO "promo_strip" ("id", "text", "link_text", "link")
  VALUES (1, 'Free shipping and 15-day returns on every order.', 'Shop trending', '/trending');
--> statement-breakpoint
INSERT INTO "menu_items" ("position", "kind", "label", "category_slug", "href", "ribbon") VALUES
  (0, 'all_jewellery', 'All Jewellery', 'solitaires', NULL, ''),
  (1, 'category', '', 'rings', NULL, ''),
  (2, 'category', '', 'earrings', NULL, ''),
  (3, 'category', '', 'pendants', NULL, ''),
  (4, 'category', '', 'necklaces', NULL, ''),
  (5, 'category', '', 'bangles', NULL, ''),
  (6, 'link', 'Trending', NULL, '/trending', 'New'),
  (7, 'link', 'Gift Cards', NULL, '/gifts', ''),
  (8, 'whatsapp', 'Video Call', NULL, NULL, '');
--> statement-breakpoint
CREATE TRIGGER banners_notify_merch_changed
  AFTER INSERT OR UPDATE OR DELETE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_merch_changed();
--> statement-breakpoint
CREATE TRIGGER promo_strip_notify_merch_changed
  AFTER INSERT OR UPDATE OR DELETE ON promo_strip
  FOR EACH STATEMENT EXECUTE FUNCTION notify_merch_changed();
--> statement-breakpoint
CREATE TRIGGER menu_items_notify_merch_changed
  AFTER INSERT OR UPDATE OR DELETE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_merch_changed();
--> statement-breakpoint
CREATE TABLE "collection_pieces" (
	"collection_slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_pieces_collection_slug_product_id_pk" PRIMARY KEY("collection_slug","product_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"slug" text PRIMARY KEY NOT NULL,
	"occasions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_pieces" ADD CONSTRAINT "collection_pieces_collection_slug_collections_slug_fk" FOREIGN KEY ("collection_slug") REFERENCES "public"."collections"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_pieces" ADD CONSTRAINT "collection_pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_pieces_position_key" ON "collection_pieces" USING btree ("collection_slug","position");--> statement-breakpoint
-- Today's collections (they were domain/content/collections.ts COLLECTION_PIECES), with no chosen
-- pieces yet: each page looks as it did, its occasions' most popular pieces.
INSERT INTO "collections" ("slug", "occasions") VALUES
  ('bridal', '{engagement,wedding}'),
  ('daily-wear', '{daily-wear,office-wear}'),
  ('gifting', '{gifting,anniversary}');
--> statement-breakpoint
CREATE TRIGGER collections_notify_merch_changed
  AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_merch_changed();
--> statement-breakpoint
CREATE TRIGGER collection_pieces_notify_merch_changed
  AFTER INSERT OR UPDATE OR DELETE ON collection_pieces
  FOR EACH STATEMENT EXECUTE FUNCTION notify_merch_changed();
