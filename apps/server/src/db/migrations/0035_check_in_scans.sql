CREATE TABLE "check_in_scans" (
	"key" text PRIMARY KEY NOT NULL,
	"offering_id" text NOT NULL,
	"ticket_id" text,
	"digest" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scanned_by" text NOT NULL,
	"outcome" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_scans" ADD CONSTRAINT "check_in_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_scans_ticket_idx" ON "check_in_scans" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "check_in_scans_offering_idx" ON "check_in_scans" USING btree ("offering_id");