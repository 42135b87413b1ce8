ALTER TABLE "visit_logs" ADD COLUMN "not_found" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "ip_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "visit_logs" ADD COLUMN "country_code" text;--> statement-breakpoint
CREATE INDEX "visit_logs_full_ip_idx" ON "visit_logs" USING btree ("created_at") WHERE ip_truncated = false AND ip_address IS NOT NULL;