CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_holder" text,
	"bank_account_sealed" text,
	"bank_account_last4" text,
	"bank_ifsc" text,
	"quality_passed" boolean,
	"quality_note" text,
	"decision_note" text,
	"refund_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"checked_at" timestamp with time zone,
	"checked_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_state_known" CHECK ("order_returns"."state" IN ('requested', 'received', 'checked', 'approved', 'rejected', 'refunded')),
	CONSTRAINT "order_returns_reason_known" CHECK ("order_returns"."reason" IN ('changed_mind', 'not_as_expected', 'wrong_size', 'damaged', 'wrong_item', 'quality', 'other')),
	CONSTRAINT "order_returns_photos_at_most_3" CHECK (jsonb_array_length("order_returns"."photos") <= 3),
	CONSTRAINT "order_returns_bank_whole" CHECK (("order_returns"."bank_holder" IS NULL) = ("order_returns"."bank_account_sealed" IS NULL) AND ("order_returns"."bank_holder" IS NULL) = ("order_returns"."bank_ifsc" IS NULL) AND ("order_returns"."bank_holder" IS NULL) = ("order_returns"."bank_account_last4" IS NULL)),
	CONSTRAINT "order_returns_ifsc_format" CHECK ("order_returns"."bank_ifsc" IS NULL OR "order_returns"."bank_ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "order_returns_state_facts" CHECK (("order_returns"."state" = 'requested' OR "order_returns"."received_at" IS NOT NULL)
        AND ("order_returns"."state" IN ('requested', 'received') OR ("order_returns"."checked_at" IS NOT NULL AND "order_returns"."quality_passed" IS NOT NULL))
        AND ("order_returns"."state" NOT IN ('approved', 'rejected', 'refunded') OR "order_returns"."decided_at" IS NOT NULL)
        AND ("order_returns"."state" NOT IN ('approved', 'refunded') OR "order_returns"."quality_passed")
        AND ("order_returns"."state" <> 'refunded' OR "order_returns"."refunded_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_received_by_staff_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_checked_by_staff_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_refunded_by_staff_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_live_per_order" ON "order_returns" USING btree ("order_ref") WHERE "order_returns"."state" <> 'rejected';--> statement-breakpoint
CREATE INDEX "order_returns_state_requested_idx" ON "order_returns" USING btree ("state","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_returns_requested_idx" ON "order_returns" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);