CREATE TABLE "scorm_progress" (
	"registration_id" text NOT NULL,
	"module_id" text NOT NULL,
	"lesson_location" text DEFAULT '' NOT NULL,
	"suspend_data" text DEFAULT '' NOT NULL,
	"lesson_status" text DEFAULT 'not attempted' NOT NULL,
	"score_raw" double precision,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_progress_registration_id_module_id_pk" PRIMARY KEY("registration_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "scorm_progress" ADD CONSTRAINT "scorm_progress_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;