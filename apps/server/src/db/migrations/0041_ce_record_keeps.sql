CREATE TABLE "ce_record_keeps" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"agd_number" text,
	"ce_date" timestamp with time zone NOT NULL,
	"kept_until" timestamp with time zone NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ce_record_keeps" ADD CONSTRAINT "ce_record_keeps_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;