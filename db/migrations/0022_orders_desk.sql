CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"payment_refund_id" integer,
	"staff_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_method_known" CHECK ("order_refunds"."method" IN ('card', 'paid_by_staff')),
	CONSTRAINT "order_refunds_method_facts" CHECK (("order_refunds"."method" = 'card' AND "order_refunds"."payment_refund_id" IS NOT NULL) OR ("order_refunds"."method" = 'paid_by_staff' AND "order_refunds"."reference" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "awb" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_key" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_ref");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_desk_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_desk_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_desk_mode_created_idx" ON "orders" USING btree ("payment_mode","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_desk_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_desk_name_idx" ON "orders" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_desk_last_name_idx" ON "orders" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_attachment_is_mail" CHECK ("outbox_messages"."invoice_id" IS NULL OR "outbox_messages"."channel" = 'email');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_whole" CHECK (("orders"."carrier" IS NULL) = ("orders"."awb" IS NULL));