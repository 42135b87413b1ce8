CREATE TABLE "savings_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_ref" integer NOT NULL,
	"n" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_reminders_n_range" CHECK ("savings_reminders"."n" BETWEEN 2 AND 11)
);
--> statement-breakpoint
DROP INDEX "savings_plans_one_live_per_user";--> statement-breakpoint
ALTER TABLE "savings_plans" ADD COLUMN "given_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "savings_reminders" ADD CONSTRAINT "savings_reminders_plan_ref_savings_plans_id_fk" FOREIGN KEY ("plan_ref") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_reminders_plan_n_key" ON "savings_reminders" USING btree ("plan_ref","n");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_one_live_per_user" ON "savings_plans" USING btree ("user_id") WHERE "savings_plans"."status" = 'pending' OR ("savings_plans"."status" = 'active' AND "savings_plans"."given_back_at" IS NULL);