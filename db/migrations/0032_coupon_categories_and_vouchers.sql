ALTER TABLE "coupons" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "offer" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source_order_ref" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_source_order_ref_orders_id_fk" FOREIGN KEY ("source_order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_source_order_key" ON "coupons" USING btree ("source_order_ref");--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_key");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_offer_known" CHECK ("coupons"."offer" IS NULL OR "coupons"."offer" IN ('DIAMOND_20K', 'DIAMOND_15K', 'WELCOME'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_voucher_complete" CHECK ("coupons"."offer" IS NULL OR ("coupons"."customer_key" IS NOT NULL AND "coupons"."source_order_ref" IS NOT NULL));