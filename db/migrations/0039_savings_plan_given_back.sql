DROP INDEX "savings_plans_one_live_per_user";--> statement-breakpoint
ALTER TABLE "savings_plans" ADD COLUMN "given_back_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_one_live_per_user" ON "savings_plans" USING btree ("user_id") WHERE "savings_plans"."status" = 'pending' OR ("savings_plans"."status" = 'active' AND "savings_plans"."given_back_at" IS NULL);