CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_ref" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_status_known" CHECK ("order_events"."status" IN ('pending_payment', 'placed', 'confirmed', 'in_production', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"color" text,
	"size" text,
	"picture" text,
	"product_value" text,
	"made_to_order" boolean DEFAULT false NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "order_lines_qty_positive" CHECK ("order_lines"."qty" > 0),
	CONSTRAINT "order_lines_unit_price_non_negative" CHECK ("order_lines"."unit_price" >= 0),
	CONSTRAINT "order_lines_total_is_qty_times_unit" CHECK ("order_lines"."total" = "order_lines"."qty" * "order_lines"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"vo_id" text,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"payment_mode" text NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"ship_country" text NOT NULL,
	"ship_zipcode" text NOT NULL,
	"ship_state" text NOT NULL,
	"ship_city" text NOT NULL,
	"ship_address" text NOT NULL,
	"bill_country" text NOT NULL,
	"bill_zipcode" text NOT NULL,
	"bill_state" text NOT NULL,
	"bill_city" text NOT NULL,
	"bill_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_format" CHECK ("orders"."order_id" ~ '^SV[0-9A-HJKMNP-TV-Z]{13}$'),
	CONSTRAINT "orders_payment_mode_known" CHECK ("orders"."payment_mode" IN ('payment_on_delivery', 'online_payment_razorpay')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending_payment', 'placed', 'confirmed', 'in_production', 'packed', 'shipped', 'delivered', 'cancelled', 'returned')),
	CONSTRAINT "orders_currency_inr" CHECK ("orders"."currency" = 'INR'),
	CONSTRAINT "orders_money_non_negative" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" >= 0 AND "orders"."charges" >= 0 AND "orders"."amount" >= 0),
	CONSTRAINT "orders_amount_adds_up" CHECK ("orders"."amount" = "orders"."subtotal" - "orders"."discount" + "orders"."charges")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_ref","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_key" ON "order_lines" USING btree ("order_ref","position");--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));