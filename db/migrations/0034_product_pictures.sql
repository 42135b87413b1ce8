CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"original" "bytea" NOT NULL,
	"rendition" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_pictures_content_type" CHECK ("product_pictures"."content_type" IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic')),
	CONSTRAINT "product_pictures_size" CHECK ("product_pictures"."width" >= 500 AND "product_pictures"."height" >= 500 AND "product_pictures"."byte_size" > 0 AND "product_pictures"."byte_size" <= 15728640),
	CONSTRAINT "product_pictures_sha256" CHECK ("product_pictures"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "product_pictures_position" CHECK ("product_pictures"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "drawn_alt" text;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_pictures_product_sha_key" ON "product_pictures" USING btree ("product_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "product_pictures_one_main_key" ON "product_pictures" USING btree ("product_id") WHERE "product_pictures"."is_main";