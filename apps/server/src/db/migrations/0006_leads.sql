CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"zip" text NOT NULL,
	"state" text,
	"city" text,
	"how_can_we_help" text,
	"professional_category" text,
	"professional_sub_category" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"provider_id" text,
	"payload_hash" text NOT NULL,
	"dedup_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('scanner_trial', 'contact_us'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leads_dedup_key_idx" ON "leads" USING btree ("dedup_key");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");