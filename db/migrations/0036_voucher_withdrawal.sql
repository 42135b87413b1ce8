ALTER TABLE "coupons" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "withdrawal_cause" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "withdrawal_outcome" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_withdrawal_complete" CHECK (("coupons"."withdrawn_at" IS NULL AND "coupons"."withdrawal_cause" IS NULL AND "coupons"."withdrawal_outcome" IS NULL)
          OR ("coupons"."offer" IS NOT NULL AND "coupons"."withdrawn_at" IS NOT NULL
              AND "coupons"."withdrawal_cause" IN ('order_cancelled', 'order_returned')
              AND "coupons"."withdrawal_outcome" IN ('withdrawn', 'used_before')
              AND NOT "coupons"."active"));