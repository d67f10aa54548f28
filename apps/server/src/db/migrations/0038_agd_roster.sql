CREATE TABLE "agd_roster_submissions" (
	"offering_id" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text NOT NULL,
	CONSTRAINT "agd_roster_submissions_offering_id_period_pk" PRIMARY KEY("offering_id","period")
);
--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "agd_roster_submissions" ADD CONSTRAINT "agd_roster_submissions_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_delivery_method_check" CHECK ("offerings"."delivery_method" in ('lecture', 'participation', 'self_instruction'));