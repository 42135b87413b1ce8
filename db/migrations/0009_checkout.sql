CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"order_ref" integer NOT NULL,
	"customer_key" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_state_known" CHECK ("coupon_uses"."state" IN ('held', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "coupons_kind_known" CHECK ("coupons"."kind" IN ('PERCENTAGE', 'FLAT')),
	CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" > 0 AND ("coupons"."kind" <> 'PERCENTAGE' OR "coupons"."value" <= 100)),
	CONSTRAINT "coupons_max_discount_positive" CHECK ("coupons"."max_discount" IS NULL OR "coupons"."max_discount" > 0),
	CONSTRAINT "coupons_min_subtotal_nonnegative" CHECK ("coupons"."min_subtotal" >= 0),
	CONSTRAINT "coupons_limits_positive" CHECK (("coupons"."total_limit" IS NULL OR "coupons"."total_limit" > 0) AND ("coupons"."per_customer_limit" IS NULL OR "coupons"."per_customer_limit" > 0)),
	CONSTRAINT "coupons_counts_within_limit" CHECK ("coupons"."used_count" >= 0 AND "coupons"."held_count" >= 0 AND ("coupons"."total_limit" IS NULL OR "coupons"."used_count" + "coupons"."held_count" <= "coupons"."total_limit")),
	CONSTRAINT "coupons_dates_ordered" CHECK ("coupons"."starts_at" IS NULL OR "coupons"."ends_at" IS NULL OR "coupons"."starts_at" < "coupons"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "local_card_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_card_orders_amount_positive" CHECK ("local_card_orders"."amount" > 0),
	CONSTRAINT "local_card_orders_status_known" CHECK ("local_card_orders"."status" IN ('created', 'attempted', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "local_card_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_card_payments_status_known" CHECK ("local_card_payments"."status" IN ('captured', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_qty_positive" CHECK ("stock_reservations"."qty" > 0),
	CONSTRAINT "stock_reservations_state_known" CHECK ("stock_reservations"."state" IN ('held', 'sold', 'released'))
);
--> statement-breakpoint
CREATE TABLE "virtual_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" integer,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"ship_country" text,
	"ship_zipcode" text,
	"ship_state" text,
	"ship_city" text,
	"ship_address" text,
	"ship_place" text,
	"ship_block" text,
	"billing_same" boolean DEFAULT true NOT NULL,
	"bill_country" text,
	"bill_zipcode" text,
	"bill_state" text,
	"bill_city" text,
	"bill_address" text,
	"delivery_method" text DEFAULT 'ship' NOT NULL,
	"pickup_store" text,
	"coupon_code" text,
	"payment_mode" text,
	"pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_orders_delivery_known" CHECK ("virtual_orders"."delivery_method" IN ('ship', 'pickup')),
	CONSTRAINT "virtual_orders_pickup_store_with_pickup" CHECK (("virtual_orders"."delivery_method" = 'pickup') = ("virtual_orders"."pickup_store" IS NOT NULL)),
	CONSTRAINT "virtual_orders_payment_mode_known" CHECK ("virtual_orders"."payment_mode" IS NULL OR "virtual_orders"."payment_mode" IN ('payment_on_delivery', 'online_payment_razorpay')),
	CONSTRAINT "virtual_orders_pan_format" CHECK ("virtual_orders"."pan" IS NULL OR "virtual_orders"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "breakup" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'ship' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_store" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_card_payments" ADD CONSTRAINT "local_card_payments_order_id_local_card_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."local_card_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_key" ON "coupon_uses" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "coupon_uses_customer_idx" ON "coupon_uses" USING btree ("coupon_code","customer_key");--> statement-breakpoint
CREATE INDEX "local_card_payments_order_idx" ON "local_card_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "local_card_payments_one_captured" ON "local_card_payments" USING btree ("order_id") WHERE "local_card_payments"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_order_product_key" ON "stock_reservations" USING btree ("order_ref","product_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_product_held_idx" ON "stock_reservations" USING btree ("product_id") WHERE "stock_reservations"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_orders_cart_key" ON "virtual_orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "virtual_orders_updated_idx" ON "virtual_orders" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_draft" ON "orders" USING btree ("vo_id") WHERE "orders"."status" = 'pending_payment' AND "orders"."vo_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_key" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_key" ON "orders" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reserved_within_stock" CHECK ("products"."reserved" >= 0 AND "products"."reserved" <= "products"."stock");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within_total" CHECK ("order_lines"."discount" >= 0 AND "order_lines"."discount" <= "order_lines"."total");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_tries_range" CHECK ("orders"."cod_tries" >= 0 AND "orders"."cod_tries" <= 5);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_known" CHECK ("orders"."delivery_method" IN ('ship', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pan_format" CHECK ("orders"."pan" IS NULL OR "orders"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');