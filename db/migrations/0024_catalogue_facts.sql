ALTER TABLE "variants" ADD COLUMN "making_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "gross_weight" numeric(8, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "huid" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "diamond_cut_grade" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "certificate_lab" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_making_discount_nonnegative" CHECK ("variants"."making_discount" >= 0);--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_gross_weight_covers_metal" CHECK ("variants"."gross_weight" = 0 OR "variants"."gross_weight" >= "variants"."metal_weight");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_huid_format" CHECK ("variants"."huid" IS NULL OR "variants"."huid" ~ '^[0-9A-Z]{6}$');--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_certificate_pair" CHECK (("variants"."certificate_lab" IS NULL) = ("variants"."certificate_number" IS NULL) AND ("variants"."certificate_lab" IS NULL OR "variants"."certificate_lab" IN ('GIA', 'IGI')));