CREATE TABLE "chat_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"enquiry_type" text,
	"occasion" text,
	"order_id" text,
	"message" text,
	"monthly_instalment" integer,
	"preferred_store" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enquiries_kind_known" CHECK ("enquiries"."kind" IN ('customer_service', 'dfe')),
	CONSTRAINT "enquiries_instalment_positive" CHECK ("enquiries"."monthly_instalment" IS NULL OR "enquiries"."monthly_instalment" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"source" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_known" CHECK ("newsletter_subscribers"."status" IN ('subscribed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_source_known" CHECK ("newsletter_subscribers"."source" IN ('footer', 'register'))
);
--> statement-breakpoint
CREATE INDEX "chat_requests_created_idx" ON "chat_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_key" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");