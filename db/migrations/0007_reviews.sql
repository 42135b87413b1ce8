CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"verified_buyer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_author_name_length" CHECK (char_length("product_reviews"."author_name") BETWEEN 1 AND 60),
	CONSTRAINT "product_reviews_title_length" CHECK (char_length("product_reviews"."title") BETWEEN 1 AND 120),
	CONSTRAINT "product_reviews_body_length" CHECK (char_length("product_reviews"."body") BETWEEN 1 AND 2000),
	CONSTRAINT "product_reviews_text_trimmed" CHECK ("product_reviews"."title" = btrim("product_reviews"."title") AND "product_reviews"."body" = btrim("product_reviews"."body") AND "product_reviews"."author_name" = btrim("product_reviews"."author_name"))
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_user_key" ON "product_reviews" USING btree ("product_id","user_id") WHERE "product_reviews"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_reviews_product_created_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);