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
