CREATE TABLE "registration_step_history" (
	"registration_id" text NOT NULL,
	"step" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_step_history_registration_id_step_pk" PRIMARY KEY("registration_id","step")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "registration_step_history" ADD CONSTRAINT "registration_step_history_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_step_history_step_idx" ON "registration_step_history" USING btree ("step","reached_at");