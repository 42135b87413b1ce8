CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text NOT NULL,
	"banner_title" text NOT NULL,
	"banner_content" text NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"rate_per_gram" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_positive" CHECK ("metal_rates"."rate_per_gram" > 0)
);
--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "occasions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"category_slug" text NOT NULL,
	"made_to_order" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text NOT NULL,
	"storetype" text DEFAULT 'online' NOT NULL,
	"occasion" text,
	"gender" text DEFAULT 'women' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"size" text,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"offerprice" integer NOT NULL,
	"price" integer NOT NULL,
	"metal_price" integer NOT NULL,
	"diamond_price" integer DEFAULT 0 NOT NULL,
	"gemstone_price" integer DEFAULT 0 NOT NULL,
	"making_charge" integer DEFAULT 0 NOT NULL,
	"gst" numeric(5, 2) DEFAULT 3 NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"metal_weight" numeric(8, 3) NOT NULL,
	"product_setting" text DEFAULT '' NOT NULL,
	"metal_purity" text NOT NULL,
	"metal_type" text NOT NULL,
	"diamond_count" integer DEFAULT 0 NOT NULL,
	"diamond_clarity" text,
	"diamond_color" text,
	"diamond_carat" numeric(7, 3) DEFAULT 0 NOT NULL,
	"diamond_cut" text,
	"gemstone_type" text,
	"gemstone_carat" numeric(7, 3) DEFAULT 0 NOT NULL,
	"gemstone_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variants_prices_nonnegative" CHECK ("variants"."offerprice" >= 0 AND "variants"."price" >= 0 AND "variants"."metal_price" >= 0 AND "variants"."diamond_price" >= 0 AND "variants"."gemstone_price" >= 0 AND "variants"."making_charge" >= 0),
	CONSTRAINT "variants_gst_range" CHECK ("variants"."gst" >= 0 AND "variants"."gst" <= 100)
);
--> statement-breakpoint
CREATE TABLE "visit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"visited_page" text NOT NULL,
	"user_id" integer,
	"ip_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"address" jsonb,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_slug_categories_slug_fk" FOREIGN KEY ("parent_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_page_idx" ON "banners" USING btree ("page","position");--> statement-breakpoint
CREATE UNIQUE INDEX "metal_rates_key" ON "metal_rates" USING btree ("metal","purity");--> statement-breakpoint
CREATE UNIQUE INDEX "products_value_key" ON "products" USING btree ("value");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_variant_id_key" ON "variants" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "visit_logs_created_idx" ON "visit_logs" USING btree ("created_at");