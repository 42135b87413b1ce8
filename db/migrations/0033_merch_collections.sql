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
