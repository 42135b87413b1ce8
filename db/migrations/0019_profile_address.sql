ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ship_pincode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ship_state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ship_city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ship_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ship_address_whole" CHECK (("users"."country" IS NULL AND "users"."ship_pincode" IS NULL AND "users"."ship_state" IS NULL AND "users"."ship_city" IS NULL AND "users"."ship_address" IS NULL) OR ("users"."country" IS NOT NULL AND "users"."ship_pincode" IS NOT NULL AND "users"."ship_state" IS NOT NULL AND "users"."ship_city" IS NOT NULL AND "users"."ship_address" IS NOT NULL));