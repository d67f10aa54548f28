CREATE TABLE "consent_records" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"consent_id" text NOT NULL,
	"previous_id" text,
	"lead_id" text,
	"source" text NOT NULL,
	"locale" text NOT NULL,
	"text_version" text NOT NULL,
	"text_shown" text NOT NULL,
	"choices" jsonb NOT NULL,
	"withdrawn" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_kind_check" CHECK ("consent_records"."kind" in ('tracking', 'marketing_email'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_previous_id_consent_records_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."consent_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_consent_idx" ON "consent_records" USING btree ("consent_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_lead_idx" ON "consent_records" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "consent_records_previous_idx" ON "consent_records" USING btree ("previous_id");