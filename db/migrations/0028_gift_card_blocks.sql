ALTER TABLE "gift_cards" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "blocked_by" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_blocked_by_staff_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("last4");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_mobile_idx" ON "gift_cards" USING btree ("recipient_mobile");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_block_complete" CHECK (("gift_cards"."blocked_at" IS NULL) = ("gift_cards"."block_reason" IS NULL) AND ("gift_cards"."blocked_at" IS NULL) = ("gift_cards"."blocked_by" IS NULL));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_block_reason_length" CHECK ("gift_cards"."block_reason" IS NULL OR char_length("gift_cards"."block_reason") BETWEEN 3 AND 300);