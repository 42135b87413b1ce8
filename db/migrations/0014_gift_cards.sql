CREATE TABLE "gift_card_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"order_ref" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_sign_by_kind" CHECK (("gift_card_ledger"."kind" = 'issue' AND "gift_card_ledger"."delta" > 0) OR ("gift_card_ledger"."kind" = 'lock' AND "gift_card_ledger"."delta" < 0) OR ("gift_card_ledger"."kind" = 'release' AND "gift_card_ledger"."delta" > 0)
        OR ("gift_card_ledger"."kind" = 'redeem' AND "gift_card_ledger"."delta" = 0) OR ("gift_card_ledger"."kind" = 'expire' AND "gift_card_ledger"."delta" < 0)),
	CONSTRAINT "gift_card_ledger_order_for_order_kinds" CHECK ("gift_card_ledger"."kind" NOT IN ('lock', 'redeem', 'release') OR "gift_card_ledger"."order_ref" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" text NOT NULL,
	"amount" integer NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_mobile" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "gift_card_purchases_amount_range" CHECK ("gift_card_purchases"."amount" >= 1000 AND "gift_card_purchases"."amount" <= 500000),
	CONSTRAINT "gift_card_purchases_status_known" CHECK ("gift_card_purchases"."status" IN ('pending', 'issued', 'lapsed')),
	CONSTRAINT "gift_card_purchases_issued_has_card" CHECK (("gift_card_purchases"."status" = 'issued') = ("gift_card_purchases"."card_id" IS NOT NULL AND "gift_card_purchases"."provider_payment_id" IS NOT NULL)),
	CONSTRAINT "gift_card_purchases_mobiles_format" CHECK ("gift_card_purchases"."sender_mobile" ~ '^[6-9][0-9]{9}$' AND "gift_card_purchases"."recipient_mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "gift_card_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"order_ref" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_redemptions_amount_positive" CHECK ("gift_card_redemptions"."amount" > 0),
	CONSTRAINT "gift_card_redemptions_state_known" CHECK ("gift_card_redemptions"."state" IN ('held', 'redeemed', 'released', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "gift_card_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"occasion" text NOT NULL,
	"description" text NOT NULL,
	"picture" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_templates_id_format" CHECK ("gift_card_templates"."id" ~ '^[a-z0-9-]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"card_type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_mobile" text NOT NULL,
	"recipient_email" text,
	"sender_name" text,
	"message" text,
	"template_id" text,
	"locked_vo_id" uuid,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_format" CHECK ("gift_cards"."code_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "gift_cards_last4_format" CHECK ("gift_cards"."last4" ~ '^[A-Z0-9]{4}$'),
	CONSTRAINT "gift_cards_type_known" CHECK ("gift_cards"."card_type" IN ('purchased', 'promotion')),
	CONSTRAINT "gift_cards_amount_range" CHECK ("gift_cards"."amount" > 0 AND "gift_cards"."amount" <= 500000),
	CONSTRAINT "gift_cards_purchased_minimum" CHECK ("gift_cards"."card_type" <> 'purchased' OR "gift_cards"."amount" >= 1000),
	CONSTRAINT "gift_cards_balance_within_amount" CHECK ("gift_cards"."balance" >= 0 AND "gift_cards"."balance" <= "gift_cards"."amount"),
	CONSTRAINT "gift_cards_status_known" CHECK ("gift_cards"."status" IN ('active', 'expired', 'void')),
	CONSTRAINT "gift_cards_expiry_after_issue" CHECK ("gift_cards"."expires_at" > "gift_cards"."issued_at"),
	CONSTRAINT "gift_cards_recipient_mobile_format" CHECK ("gift_cards"."recipient_mobile" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "gift_cards_lock_complete" CHECK (("gift_cards"."locked_vo_id" IS NULL) = ("gift_cards"."locked_until" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_mode_known";--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD COLUMN "gift_card_status" text;--> statement-breakpoint
ALTER TABLE "gift_card_access_tokens" ADD CONSTRAINT "gift_card_access_tokens_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_card_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_locked_vo_id_virtual_orders_id_fk" FOREIGN KEY ("locked_vo_id") REFERENCES "public"."virtual_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_access_tokens_expires_idx" ON "gift_card_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_one_issue" ON "gift_card_ledger" USING btree ("card_id") WHERE "gift_card_ledger"."kind" = 'issue';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_provider_order_key" ON "gift_card_purchases" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_provider_payment_key" ON "gift_card_purchases" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_card_key" ON "gift_card_purchases" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_pending_idx" ON "gift_card_purchases" USING btree ("created_at") WHERE "gift_card_purchases"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_redemptions_order_key" ON "gift_card_redemptions" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_redemptions_one_held_per_card" ON "gift_card_redemptions" USING btree ("card_id") WHERE "gift_card_redemptions"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_expiry_idx" ON "gift_cards" USING btree ("expires_at") WHERE "gift_cards"."status" = 'active' AND "gift_cards"."balance" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_within_amount" CHECK ("orders"."gift_card_amount" >= 0 AND "orders"."gift_card_amount" <= "orders"."amount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_mode" CHECK (("orders"."payment_mode" = 'gift_card') = ("orders"."gift_card_amount" = "orders"."amount" AND "orders"."amount" > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_mode_known" CHECK ("orders"."payment_mode" IN ('payment_on_delivery', 'online_payment_razorpay', 'gift_card'));--> statement-breakpoint
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_gift_card_status_known" CHECK (("virtual_orders"."gift_card_id" IS NULL AND "virtual_orders"."gift_card_status" IS NULL) OR ("virtual_orders"."gift_card_id" IS NOT NULL AND "virtual_orders"."gift_card_status" IN ('transfer_requested', 'transfer_verified')));--> statement-breakpoint
-- Written by hand (db/schema/giftcards.ts cannot import the checkout's draft both ways).
ALTER TABLE "virtual_orders" ADD CONSTRAINT "virtual_orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A card's balance is the sum of its ledger: each ledger row moves the balance by its delta (the
-- balance CHECK refuses an overdraft), and nothing else may move it.
CREATE OR REPLACE FUNCTION gift_card_ledger_apply() RETURNS trigger AS $$
BEGIN
  UPDATE gift_cards SET balance = balance + NEW.delta WHERE id = NEW.card_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'gift card % does not exist', NEW.card_id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gift_card_ledger_apply AFTER INSERT ON gift_card_ledger FOR EACH ROW EXECUTE FUNCTION gift_card_ledger_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gift_card_ledger_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'gift_card_ledger is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gift_card_ledger_append_only BEFORE UPDATE OR DELETE ON gift_card_ledger FOR EACH ROW EXECUTE FUNCTION gift_card_ledger_append_only();
--> statement-breakpoint
-- The balance moves only from the ledger's trigger (nested, depth 2); a direct UPDATE is refused,
-- and a card starts at 0 (its 'issue' row brings the amount).
CREATE OR REPLACE FUNCTION gift_cards_balance_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a gift card starts at balance 0; its issue ledger row brings the amount';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a gift card balance moves only through gift_card_ledger';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gift_cards_balance_guard BEFORE INSERT OR UPDATE ON gift_cards FOR EACH ROW EXECUTE FUNCTION gift_cards_balance_guard();
--> statement-breakpoint
-- The designs /gifts starts with (staff change them in the database); pictures under public/gift-cards/.
INSERT INTO "gift_card_templates" ("id", "title", "occasion", "description", "picture", "sort_order") VALUES
  ('birthday', 'Happy Birthday', 'Birthday', 'Candles, confetti and a little sparkle for the one whose day it is.', '/gift-cards/birthday.svg', 1),
  ('anniversary', 'Happy Anniversary', 'Anniversary', 'Two rings entwined, for the years together and the ones to come.', '/gift-cards/anniversary.svg', 2),
  ('wedding', 'Wedding Blessings', 'Wedding', 'A mandap in gold for the couple beginning their life together.', '/gift-cards/wedding.svg', 3),
  ('diwali', 'Happy Diwali', 'Festival', 'Diyas and rangoli for the festival of lights.', '/gift-cards/diwali.svg', 4),
  ('onam', 'Happy Onam', 'Festival', 'A pookalam in bloom for Kerala''s harvest festival.', '/gift-cards/onam.svg', 5),
  ('thank-you', 'Thank You', 'Thank you', 'A simple gold ribbon to say what words cannot.', '/gift-cards/thank-you.svg', 6),
  ('congratulations', 'Congratulations', 'Achievement', 'Stars and a laurel for a milestone reached.', '/gift-cards/congratulations.svg', 7),
  ('just-because', 'Just Because', 'Any day', 'A diamond on ivory, for no reason but love.', '/gift-cards/just-because.svg', 8)
ON CONFLICT ("id") DO NOTHING;
