CREATE TABLE "local_card_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_card_refunds_amount_positive" CHECK ("local_card_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_status_known" CHECK ("payment_refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "payment_refunds_processed_has_id" CHECK ("payment_refunds"."status" <> 'processed' OR "payment_refunds"."provider_refund_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"order_ref" integer,
	"gift_card_purchase_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" IN ('razorpay', 'local')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('authorized', 'captured', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded" >= 0 AND "payments"."refunded" <= "payments"."amount" AND ("payments"."refunded" = 0 OR "payments"."status" IN ('captured', 'refunded'))),
	CONSTRAINT "payments_belongs_to_one" CHECK ("payments"."order_ref" IS NULL OR "payments"."gift_card_purchase_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "local_card_orders" DROP CONSTRAINT "local_card_orders_status_known";--> statement-breakpoint
ALTER TABLE "local_card_refunds" ADD CONSTRAINT "local_card_refunds_payment_id_local_card_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."local_card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_card_purchase_id_gift_card_purchases_id_fk" FOREIGN KEY ("gift_card_purchase_id") REFERENCES "public"."gift_card_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_card_refunds_receipt_key" ON "local_card_refunds" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "local_card_refunds_payment_idx" ON "local_card_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_key" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_key" ON "payment_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("next_attempt_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_ref");--> statement-breakpoint
ALTER TABLE "local_card_orders" ADD CONSTRAINT "local_card_orders_status_known" CHECK ("local_card_orders"."status" IN ('created', 'attempted', 'paid', 'cancelled'));--> statement-breakpoint
-- A payment's refunded sum moves only from its refunds: a refund counts from the moment it is
-- written (pending), and stops counting if the provider refuses it (failed). The payment's CHECK then
-- refuses any refund that would give back more than was captured, whatever the application did.
CREATE OR REPLACE FUNCTION payment_refunds_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.status <> 'failed' THEN
    UPDATE payments SET refunded = refunded + NEW.amount, updated_at = now() WHERE id = NEW.payment_id;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.amount <> OLD.amount OR NEW.payment_id <> OLD.payment_id THEN
      RAISE EXCEPTION 'a refund''s amount and payment never change';
    END IF;
    IF OLD.status <> 'failed' AND NEW.status = 'failed' THEN
      UPDATE payments SET refunded = refunded - NEW.amount, updated_at = now() WHERE id = NEW.payment_id;
    ELSIF OLD.status = 'failed' AND NEW.status <> 'failed' THEN
      UPDATE payments SET refunded = refunded + NEW.amount, updated_at = now() WHERE id = NEW.payment_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'refunds are never deleted';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_refunds_apply AFTER INSERT OR UPDATE OR DELETE ON payment_refunds FOR EACH ROW EXECUTE FUNCTION payment_refunds_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_refunded_guard() RETURNS trigger AS $$
BEGIN
  IF NEW.refunded IS DISTINCT FROM OLD.refunded AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a payment''s refunded sum moves only through payment_refunds';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_refunded_guard BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION payments_refunded_guard();
--> statement-breakpoint
-- The local double refuses, as the provider does, to refund more than the payment.
CREATE OR REPLACE FUNCTION local_card_refunds_within_payment() RETURNS trigger AS $$
DECLARE
  paid integer;
  back integer;
BEGIN
  SELECT amount INTO paid FROM local_card_payments WHERE id = NEW.payment_id AND status = 'captured' FOR UPDATE;
  IF paid IS NULL THEN
    RAISE EXCEPTION 'the local double refunds only a captured payment';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO back FROM local_card_refunds WHERE payment_id = NEW.payment_id;
  IF back + NEW.amount > paid THEN
    RAISE EXCEPTION 'refund exceeds the payment' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER local_card_refunds_within_payment BEFORE INSERT ON local_card_refunds FOR EACH ROW EXECUTE FUNCTION local_card_refunds_within_payment();
