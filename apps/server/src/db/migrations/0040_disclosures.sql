CREATE TABLE "course_disclosures" (
	"course_key" text PRIMARY KEY NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_fr" text DEFAULT '' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_disclosures_key_check" CHECK ("course_disclosures"."course_key" ~ '^(live|on_demand):(standard|pediatric)$')
);
--> statement-breakpoint
CREATE TABLE "presenter_disclosures" (
	"presenter_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_fr" text DEFAULT '' NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The public schedule's cached pages show the disclosures: a change drops every instance's copy, as an offering's does (0023).
CREATE TRIGGER course_disclosures_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_disclosures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offerings_changed();
--> statement-breakpoint
CREATE TRIGGER presenter_disclosures_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON presenter_disclosures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offerings_changed();
