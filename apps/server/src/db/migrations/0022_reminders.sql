CREATE TABLE "reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"unsubscribe_token_hash" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reminders_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_idx" ON "reminders" USING btree ("registration_id","kind","sequence");