ALTER TABLE "coupon_uses" ADD COLUMN "use_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_customer_live_key" ON "coupon_uses" USING btree ("coupon_code","customer_key","use_number") WHERE "coupon_uses"."state" <> 'released' AND "coupon_uses"."use_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_use_number_positive" CHECK ("coupon_uses"."use_number" IS NULL OR "coupon_uses"."use_number" > 0);--> statement-breakpoint
-- One customer: a guest's use under a member's email becomes the member's.
UPDATE "coupon_uses" cu SET "customer_key" = 'u:' || u."id" FROM "users" u WHERE cu."customer_key" = 'e:' || lower(u."email");
--> statement-breakpoint
-- The live uses of coupons limited per customer are numbered 1, 2, … per customer (older first).
UPDATE "coupon_uses" cu SET "use_number" = numbered.n
  FROM (SELECT u."id", row_number() OVER (PARTITION BY u."coupon_code", u."customer_key" ORDER BY u."id") AS n
          FROM "coupon_uses" u JOIN "coupons" c ON c."code" = u."coupon_code"
         WHERE u."state" <> 'released' AND c."per_customer_limit" IS NOT NULL) numbered
 WHERE cu."id" = numbered."id";
--> statement-breakpoint
-- A new use of a coupon limited per customer carries its number, within the limit: with the unique
-- index above, the database alone refuses one use too many, whatever the caller read before.
CREATE FUNCTION coupon_uses_within_customer_limit() RETURNS trigger AS $$
DECLARE
  per_customer integer;
BEGIN
  SELECT "per_customer_limit" INTO per_customer FROM "coupons" WHERE "code" = NEW."coupon_code";
  IF per_customer IS NULL AND NEW."use_number" IS NOT NULL THEN
    RAISE EXCEPTION 'coupon % has no per-customer limit: a use has no number', NEW."coupon_code" USING ERRCODE = 'check_violation';
  END IF;
  IF per_customer IS NOT NULL AND (NEW."use_number" IS NULL OR NEW."use_number" > per_customer) THEN
    RAISE EXCEPTION 'coupon % allows % uses per customer: use number % is out of range', NEW."coupon_code", per_customer, NEW."use_number" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER coupon_uses_within_customer_limit BEFORE INSERT ON "coupon_uses" FOR EACH ROW EXECUTE FUNCTION coupon_uses_within_customer_limit();
