CREATE TABLE "waiting_list" (
	"id" text PRIMARY KEY NOT NULL,
	"offering_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"registration_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_offer_token_hash_unique" UNIQUE("offer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_open_idx" ON "waiting_list" USING btree ("offering_id","email") WHERE "waiting_list"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_queue_idx" ON "waiting_list" USING btree ("offering_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_expiry_idx" ON "waiting_list" USING btree ("offer_expires_at") WHERE "waiting_list"."status" = 'offered';