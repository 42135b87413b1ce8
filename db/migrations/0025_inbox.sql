CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_kind_known" CHECK ("inbox_notes"."kind" IN ('enquiry', 'custom_design', 'dfe', 'chat', 'career', 'old_gold', 'try_at_home')),
	CONSTRAINT "inbox_notes_body_length" CHECK (char_length("inbox_notes"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "inbox_states" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_states_pkey" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "inbox_states_kind_known" CHECK ("inbox_states"."kind" IN ('enquiry', 'custom_design', 'dfe', 'chat', 'career', 'old_gold', 'try_at_home')),
	CONSTRAINT "inbox_states_status_known" CHECK ("inbox_states"."status" IN ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_states" ADD CONSTRAINT "inbox_states_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_notes_item_idx" ON "inbox_notes" USING btree ("kind","item_id","at");--> statement-breakpoint
CREATE INDEX "inbox_states_assignee_idx" ON "inbox_states" USING btree ("assignee_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_notes_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'inbox_notes is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inbox_notes_append_only BEFORE UPDATE OR DELETE ON inbox_notes FOR EACH ROW EXECUTE FUNCTION inbox_notes_append_only();
--> statement-breakpoint
CREATE TRIGGER inbox_notes_no_truncate BEFORE TRUNCATE ON inbox_notes FOR EACH STATEMENT EXECUTE FUNCTION inbox_notes_append_only();
