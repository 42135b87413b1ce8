CREATE TABLE "savings_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_ref" integer NOT NULL,
	"order_ref" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_redemptions_amount_positive" CHECK ("savings_redemptions"."amount" > 0),
	CONSTRAINT "savings_redemptions_state_known" CHECK ("savings_redemptions"."state" IN ('held', 'redeemed', 'released', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "savings_plan_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD COLUMN "savings_plan_ref" integer;--> statement-breakpoint
ALTER TABLE "savings_redemptions" ADD CONSTRAINT "savings_redemptions_plan_ref_savings_plans_id_fk" FOREIGN KEY ("plan_ref") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_redemptions" ADD CONSTRAINT "savings_redemptions_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_redemptions_order_key" ON "savings_redemptions" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_redemptions_one_live_per_plan" ON "savings_redemptions" USING btree ("plan_ref") WHERE "savings_redemptions"."state" IN ('held', 'redeemed');--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_savings_plan_ref_savings_plans_id_fk" FOREIGN KEY ("savings_plan_ref") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_savings_plan_within_amount" CHECK ("orders"."savings_plan_amount" >= 0 AND "orders"."savings_plan_amount" < greatest("orders"."amount", 1) AND ("orders"."savings_plan_amount" = 0 OR "orders"."gift_card_amount" = 0));--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_plan_or_gift_card" CHECK ("virtual_orders"."savings_plan_ref" IS NULL OR "virtual_orders"."gift_card_id" IS NULL);