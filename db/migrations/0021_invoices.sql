CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_year_format" CHECK ("invoice_counters"."financial_year" ~ '^[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "invoice_counters_serial_range" CHECK ("invoice_counters"."last_serial" >= 0 AND "invoice_counters"."last_serial" <= 999999)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ref" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "invoices_number_length" CHECK (length("invoices"."number") <= 16),
	CONSTRAINT "invoices_serial_positive" CHECK ("invoices"."serial" >= 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_ref_orders_id_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_financial_year_invoice_counters_financial_year_fk" FOREIGN KEY ("financial_year") REFERENCES "public"."invoice_counters"("financial_year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_serial_key" ON "invoices" USING btree ("financial_year","serial");--> statement-breakpoint
-- An invoice is frozen at issue: no UPDATE, no DELETE (a correction is a credit note, not an edit).
CREATE OR REPLACE FUNCTION invoices_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'invoices are append-only: an issued invoice is never changed or deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_append_only BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_append_only();
