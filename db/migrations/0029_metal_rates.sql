CREATE TABLE "metal_rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"rate_per_gram" integer NOT NULL,
	"previous_rate" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer,
	"confirmed" text,
	"variants_repriced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metal_rate_changes_rate_nonnegative" CHECK ("metal_rate_changes"."rate_per_gram" >= 0),
	CONSTRAINT "metal_rate_changes_confirmed_known" CHECK ("metal_rate_changes"."confirmed" IS NULL OR "metal_rate_changes"."confirmed" IN ('RATE_ZERO', 'RATE_JUMP'))
);
--> statement-breakpoint
CREATE TABLE "variant_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offerprice" integer NOT NULL,
	"price" integer NOT NULL,
	"metal_price" integer NOT NULL,
	CONSTRAINT "variant_price_changes_nonnegative" CHECK ("variant_price_changes"."offerprice" >= 0 AND "variant_price_changes"."price" >= 0 AND "variant_price_changes"."metal_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "metal_rates" DROP CONSTRAINT "metal_rates_positive";--> statement-breakpoint
ALTER TABLE "metal_rates" ADD COLUMN "set_by" integer;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD COLUMN "prices_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "metal_rate_changes" ADD CONSTRAINT "metal_rate_changes_set_by_staff_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_price_changes" ADD CONSTRAINT "variant_price_changes_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rate_changes_key_idx" ON "metal_rate_changes" USING btree ("metal","purity","set_at");--> statement-breakpoint
CREATE INDEX "metal_rate_changes_set_at_idx" ON "metal_rate_changes" USING btree ("set_at");--> statement-breakpoint
CREATE INDEX "variant_price_changes_variant_idx" ON "variant_price_changes" USING btree ("variant_id","changed_at");--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_nonnegative" CHECK ("metal_rates"."rate_per_gram" >= 0);--> statement-breakpoint
-- The history of rates is what the chart and the audit rely on: rows are added, never changed.
CREATE OR REPLACE FUNCTION metal_rate_changes_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'metal_rate_changes is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER metal_rate_changes_append_only BEFORE UPDATE OR DELETE ON metal_rate_changes FOR EACH ROW EXECUTE FUNCTION metal_rate_changes_append_only();
--> statement-breakpoint
-- A rate applied updates up to 1,00,000 variants in one statement: a row trigger would run 1,00,000
-- times to notify far fewer pieces. Updates now notify once per piece per statement from the
-- statement's new rows; inserts and deletes keep the row trigger of 0001 (same channel, same payload).
CREATE OR REPLACE FUNCTION notify_catalog_changed_variants_updated() RETURNS trigger AS $$
DECLARE
  pid integer;
BEGIN
  FOR pid IN SELECT DISTINCT product_id FROM variants_updated LOOP
    PERFORM pg_notify('catalog_changed', pid::text);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER variants_notify_catalog_changed ON variants;
--> statement-breakpoint
CREATE TRIGGER variants_notify_catalog_changed
  AFTER INSERT OR DELETE ON variants
  FOR EACH ROW EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER variants_notify_catalog_changed_updated
  AFTER UPDATE ON variants
  REFERENCING NEW TABLE AS variants_updated
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed_variants_updated();
