CREATE TABLE "privacy_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"handled_by" text,
	"handled_by_label" text,
	"completed_at" timestamp with time zone,
	"outcome" text DEFAULT '' NOT NULL,
	CONSTRAINT "privacy_requests_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'erasure')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('open', 'completed', 'refused')),
	CONSTRAINT "privacy_requests_source_check" CHECK ("privacy_requests"."source" in ('form', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"periods" jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "university_submissions" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_handled_by_staff_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_hash_idx" ON "privacy_requests" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
-- The audit log stays append-only, except inside privacy maintenance: the erasure of a person's data
-- (which redacts their values from entries about them) and the retention job (which deletes entries
-- older than the audit period). Both run `set local portal.privacy_maintenance = 'on'` in their own
-- transaction; nothing else sets it. TRUNCATE stays refused.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND current_setting('portal.privacy_maintenance', true) = 'on' THEN
		IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
