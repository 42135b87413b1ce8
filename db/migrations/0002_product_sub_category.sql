-- Sub-categories get products of their own: a product may sit on one sub-category shelf of its own
-- category (engagement-rings within rings). The unique index lets the pair be a foreign key.
CREATE UNIQUE INDEX "categories_slug_parent_key" ON "categories" USING btree ("slug","parent_slug");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sub_category_slug" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_fk" FOREIGN KEY ("sub_category_slug","category_slug") REFERENCES "public"."categories"("slug","parent_slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_slug");--> statement-breakpoint
-- A demo catalogue seeded before this change: its design names say the shelf, as the seed now does
-- (db/seed/demo/styles.ts). A product whose sub-category row is missing is left as it is.
UPDATE "products" p SET "sub_category_slug" = m.sub
FROM (VALUES
  ('rings', '% Solitaire Diamond Ring', 'engagement-rings'),
  ('rings', '% Halo Diamond Ring', 'engagement-rings'),
  ('rings', '% Couple Diamond Band', 'couple-bands'),
  ('earrings', '% Diamond Stud Earrings', 'stud-earrings'),
  ('earrings', '% Halo Stud Earrings', 'stud-earrings'),
  ('earrings', '% Butterfly Gold Earrings', 'stud-earrings'),
  ('earrings', '% Floral Gold Jhumka Earrings', 'jhumkas'),
  ('earrings', '% Diamond Jhumka Earrings', 'jhumkas')
) AS m(category, pattern, sub)
WHERE p."category_slug" = m.category AND p."name" LIKE m.pattern
  AND EXISTS (SELECT 1 FROM "categories" c WHERE c."slug" = m.sub AND c."parent_slug" = m.category);
