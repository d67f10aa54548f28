CREATE TABLE "offerings" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"course_type" text NOT NULL,
	"variant" text NOT NULL,
	"modality" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"presenter" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"days" integer DEFAULT 1 NOT NULL,
	"country" text,
	"state" text,
	"city" text,
	"venue" text,
	"address" text,
	"meeting_url" text,
	"seats_capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"team_seat_amount" integer DEFAULT 0 NOT NULL,
	"fee_usd_cents" integer NOT NULL,
	"fee_cad_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerings_seats_check" CHECK ("offerings"."seats_taken" >= 0 and "offerings"."seats_taken" <= "offerings"."seats_capacity")
);
--> statement-breakpoint
CREATE TABLE "dso_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"organization" text NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"offering_id" text NOT NULL,
	"status" text NOT NULL,
	"course_type" text NOT NULL,
	"variant" text NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" text NOT NULL,
	"information" jsonb NOT NULL,
	"dso_code" text,
	"clin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_clin_id_unique" UNIQUE("clin_id")
);
--> statement-breakpoint
CREATE TABLE "resume_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_tokens" ADD CONSTRAINT "resume_tokens_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerings_starts_idx" ON "offerings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "registrations_offering_idx" ON "registrations" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "team_members_registration_idx" ON "team_members" USING btree ("registration_id");