CREATE TABLE "savings_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_ref" integer NOT NULL,
	"n" integer NOT NULL,
	"amount" integer NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"receipt_no" text NOT NULL,
	"paid_on" date NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_instalments_n_range" CHECK ("savings_instalments"."n" BETWEEN 1 AND 11),
	CONSTRAINT "savings_instalments_amount_positive" CHECK ("savings_instalments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "savings_payment_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_ref" integer NOT NULL,
	"n" integer NOT NULL,
	"amount" integer NOT NULL,
	"provider_order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_payment_windows_n_range" CHECK ("savings_payment_windows"."n" BETWEEN 1 AND 11),
	CONSTRAINT "savings_payment_windows_amount_positive" CHECK ("savings_payment_windows"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "savings_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"monthly_amount" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"nominee_name" text NOT NULL,
	"nominee_relation" text NOT NULL,
	"nominee_age" integer NOT NULL,
	"pan" text,
	"started_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_plans_status_known" CHECK ("savings_plans"."status" IN ('pending', 'active', 'redeemed', 'closed', 'abandoned')),
	CONSTRAINT "savings_plans_amount_valid" CHECK ("savings_plans"."monthly_amount" >= 1000 AND "savings_plans"."monthly_amount" % 1000 = 0),
	CONSTRAINT "savings_plans_nominee_adult" CHECK ("savings_plans"."nominee_age" >= 18),
	CONSTRAINT "savings_plans_started_when_active" CHECK ("savings_plans"."status" IN ('pending', 'abandoned') OR "savings_plans"."started_on" IS NOT NULL),
	CONSTRAINT "savings_plans_plan_id_shape" CHECK ("savings_plans"."plan_id" ~ '^DFE[0-9A-HJKMNP-TV-Z]{12}$')
);
--> statement-breakpoint
ALTER TABLE "savings_instalments" ADD CONSTRAINT "savings_instalments_plan_ref_savings_plans_id_fk" FOREIGN KEY ("plan_ref") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_payment_windows" ADD CONSTRAINT "savings_payment_windows_plan_ref_savings_plans_id_fk" FOREIGN KEY ("plan_ref") REFERENCES "public"."savings_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_plans" ADD CONSTRAINT "savings_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_plan_n_key" ON "savings_instalments" USING btree ("plan_ref","n");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_payment_key" ON "savings_instalments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_instalments_receipt_key" ON "savings_instalments" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_payment_windows_provider_order_key" ON "savings_payment_windows" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "savings_payment_windows_plan_idx" ON "savings_payment_windows" USING btree ("plan_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_plan_id_key" ON "savings_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_plans_one_live_per_user" ON "savings_plans" USING btree ("user_id") WHERE "savings_plans"."status" IN ('pending', 'active');--> statement-breakpoint
CREATE INDEX "savings_plans_user_idx" ON "savings_plans" USING btree ("user_id");