CREATE TABLE "course_evaluation_forms" (
	"course_key" text PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"certificate_waits" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_evaluation_forms_key_check" CHECK ("course_evaluation_forms"."course_key" ~ '^(live|on_demand):(standard|pediatric)$')
);
--> statement-breakpoint
CREATE TABLE "course_evaluations" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"offering_id" text NOT NULL,
	"course_key" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"locale" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_invitations" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_invitations" ADD CONSTRAINT "evaluation_invitations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_evaluations_offering_idx" ON "course_evaluations" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "course_evaluations_course_idx" ON "course_evaluations" USING btree ("course_key");--> statement-breakpoint
-- Certificates issued before evaluations existed are not invited by mail now (their courses are long past); their pages still offer the evaluation.
INSERT INTO "evaluation_invitations" ("registration_id", "mailed_at") SELECT "registration_id", "issued_at" FROM "certificates";
