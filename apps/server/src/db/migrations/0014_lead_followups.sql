CREATE TABLE "lead_followups" (
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_followups_source_source_id_pk" PRIMARY KEY("source","source_id"),
	CONSTRAINT "lead_followups_status_check" CHECK ("lead_followups"."status" in ('new', 'contacted', 'closed')),
	CONSTRAINT "lead_followups_source_check" CHECK ("lead_followups"."source" in ('contact_us', 'scanner_trial', 'university'))
);
--> statement-breakpoint
ALTER TABLE "lead_followups" ADD CONSTRAINT "lead_followups_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;