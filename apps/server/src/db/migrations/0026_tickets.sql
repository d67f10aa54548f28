CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"registration_id" text NOT NULL,
	"team_member_id" text,
	"offering_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	CONSTRAINT "tickets_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_valid_idx" ON "tickets" USING btree ("registration_id","offering_id",coalesce(team_member_id, '')) WHERE voided_at is null;--> statement-breakpoint
CREATE INDEX "tickets_offering_idx" ON "tickets" USING btree ("offering_id");