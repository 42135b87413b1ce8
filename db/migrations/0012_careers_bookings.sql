CREATE TABLE "career_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"department_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"experience_years" integer NOT NULL,
	"cover_note" text DEFAULT '' NOT NULL,
	"resume_path" text NOT NULL,
	"resume_kind" text NOT NULL,
	"resume_bytes" integer NOT NULL,
	"resume_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_applications_resume_kind" CHECK ("career_applications"."resume_kind" IN ('pdf', 'doc', 'docx')),
	CONSTRAINT "career_applications_resume_bytes" CHECK ("career_applications"."resume_bytes" BETWEEN 1 AND 5242880)
);
--> statement-breakpoint
CREATE TABLE "career_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"employment" text DEFAULT 'Full time' NOT NULL,
	"summary" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_gold_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"store_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"slot" text NOT NULL,
	"items" text NOT NULL,
	"weight_grams" numeric(8, 2) NOT NULL,
	"karat" text NOT NULL,
	"hallmarked" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "old_gold_bookings_status" CHECK ("old_gold_bookings"."status" IN ('requested', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "try_at_home_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"slot" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"district" text NOT NULL,
	"pieces" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "try_at_home_bookings_status" CHECK ("try_at_home_bookings"."status" IN ('requested', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_department_id_career_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."career_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_position_id_career_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."career_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_positions" ADD CONSTRAINT "career_positions_department_id_career_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."career_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_applications_reference_key" ON "career_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "career_applications_resume_path_key" ON "career_applications" USING btree ("resume_path");--> statement-breakpoint
CREATE UNIQUE INDEX "career_departments_slug_key" ON "career_departments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "career_positions_department_idx" ON "career_positions" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "old_gold_bookings_reference_key" ON "old_gold_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "old_gold_bookings_starts_idx" ON "old_gold_bookings" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "try_at_home_bookings_reference_key" ON "try_at_home_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "try_at_home_bookings_starts_idx" ON "try_at_home_bookings" USING btree ("starts_at");--> statement-breakpoint
-- The departments and open positions /careers starts with (staff change them in the database).
INSERT INTO "career_departments" ("slug", "name", "description", "sort_order") VALUES
  ('showroom-sales', 'Showroom Sales', 'Welcome families to our Kochi, Kozhikode and Thrissur showrooms and help them choose pieces for weddings, festivals and every day.', 1),
  ('design', 'Jewellery Design', 'Sketch and model our collections and the custom pieces our customers ask for, from the first drawing to the CAD file the workshop casts.', 2),
  ('gemmology', 'Gemmology and Quality', 'Grade diamonds and gemstones, check every piece against its certificate and hallmark, and value old gold at the exchange counter.', 3),
  ('ecommerce', 'E-commerce', 'Run the online store: photography, catalogue, search and the campaigns that bring shoppers to it.', 4),
  ('customer-care', 'Customer Care', 'Answer our customers by phone, WhatsApp and mail, in Malayalam and English, from the first question to after-sales service.', 5)
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "career_positions" ("department_id", "title", "location", "employment", "summary", "sort_order")
SELECT d.id, p.title, p.location, p.employment, p.summary, p.sort_order
FROM (VALUES
  ('showroom-sales', 'Sales Associate, Kochi showroom', 'Kochi, MG Road', 'Full time', 'Two years of jewellery or luxury retail; Malayalam and English; weekend shifts by rota.', 1),
  ('showroom-sales', 'Sales Associate, Kozhikode showroom', 'Kozhikode, Mavoor Road', 'Full time', 'Two years of jewellery or luxury retail; Malayalam and English; weekend shifts by rota.', 2),
  ('showroom-sales', 'Sales Associate, Thrissur showroom', 'Thrissur, Swaraj Round', 'Full time', 'Two years of jewellery or luxury retail; Malayalam and English; weekend shifts by rota.', 3),
  ('showroom-sales', 'Showroom Manager, Thrissur', 'Thrissur, Swaraj Round', 'Full time', 'Lead a team of twelve, run the old gold exchange counter and the showroom''s targets.', 4),
  ('design', 'CAD Jewellery Designer', 'Kochi', 'Full time', 'Rhino or MatrixGold; a portfolio of rings, bangles and necklaces in gold and diamond.', 1),
  ('design', 'Design Intern', 'Kochi', 'Six months', 'A student or recent graduate of jewellery or product design with a portfolio of sketches.', 2),
  ('gemmology', 'Diamond Grader', 'Thrissur', 'Full time', 'A GIA, IGI or equivalent diploma; grading of cut, colour, clarity and carat under the loupe.', 1),
  ('gemmology', 'Quality Controller, Hallmarking', 'Kochi', 'Full time', 'Check purity, finish and BIS hallmarks on every piece before it reaches a customer.', 2),
  ('ecommerce', 'Product Photographer', 'Kochi', 'Full time', 'Studio photography of small, reflective objects; retouching for the online catalogue.', 1),
  ('ecommerce', 'Digital Marketing Executive', 'Kochi or remote in Kerala', 'Full time', 'Search, social and mail campaigns for the online store, measured end to end.', 2),
  ('customer-care', 'Customer Care Executive', 'Kozhikode', 'Full time', 'Phone, WhatsApp and mail support in Malayalam and English, 9:00 am to 7:00 pm by rota.', 1)
) AS p(slug, title, location, employment, summary, sort_order)
JOIN "career_departments" d ON d.slug = p.slug
WHERE NOT EXISTS (SELECT 1 FROM "career_positions");
