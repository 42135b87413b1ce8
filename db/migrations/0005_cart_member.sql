-- Cart follows the member: the session token hashes move to cart_sessions (several devices of one
-- member each hold a token to the member's one cart), carts.user_id gets its foreign key and one cart
-- per member, and carts.revision counts writes (a device's stale write is refused).
CREATE TABLE "cart_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_sessions_token_hash_format" CHECK ("cart_sessions"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_token_hash_format";--> statement-breakpoint
DROP INDEX "carts_token_hash_key";--> statement-breakpoint
DROP INDEX "carts_user_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_sessions" ADD CONSTRAINT "cart_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_sessions_token_hash_key" ON "cart_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cart_sessions_cart_idx" ON "cart_sessions" USING btree ("cart_id");--> statement-breakpoint
-- Written by hand: no code wrote carts.user_id before this migration; anything there that names no
-- member (or a second cart of one) is cleared so the key and the unique index can be added.
UPDATE "carts" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND "user_id" NOT IN (SELECT "id" FROM "users");--> statement-breakpoint
UPDATE "carts" c SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "carts" o WHERE o."user_id" = c."user_id" AND o."id" < c."id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_key" ON "carts" USING btree ("user_id") WHERE "carts"."user_id" IS NOT NULL;--> statement-breakpoint
-- Written by hand: every existing cart keeps its token (its device keeps working).
INSERT INTO "cart_sessions" ("token_hash", "cart_id", "created_at", "last_used_at") SELECT "token_hash", "id", "created_at", "updated_at" FROM "carts";--> statement-breakpoint
ALTER TABLE "carts" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_revision_nonnegative" CHECK ("carts"."revision" >= 0);