CREATE TABLE "registration_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"from_offering_id" text NOT NULL,
	"to_offering_id" text NOT NULL,
	"seats" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"held_cents" integer NOT NULL,
	"state" text NOT NULL,
	"adjusted_cents" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_by" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "registration_moves_cents_check" CHECK ("registration_moves"."price_cents" >= 0 and "registration_moves"."held_cents" >= 0 and "registration_moves"."seats" > 0),
	CONSTRAINT "registration_moves_hold_check" CHECK ("registration_moves"."state" <> 'held' or "registration_moves"."hold_expires_at" is not null)
);
--> statement-breakpoint
DROP INDEX "orders_paid_registration_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offering_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "move_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "move_id" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "dearer_moves" text;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_from_offering_id_offerings_id_fk" FOREIGN KEY ("from_offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_to_offering_id_offerings_id_fk" FOREIGN KEY ("to_offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_moves_registration_idx" ON "registration_moves" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_moves_one_hold_idx" ON "registration_moves" USING btree ("registration_id") WHERE "registration_moves"."state" = 'held';--> statement-breakpoint
CREATE INDEX "registration_moves_hold_expiry_idx" ON "registration_moves" USING btree ("hold_expires_at") WHERE "registration_moves"."state" = 'held';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_move_idx" ON "orders" USING btree ("move_id") WHERE "orders"."status" = 'paid' and "orders"."kind" = 'move_difference';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_registration_idx" ON "orders" USING btree ("registration_id") WHERE "orders"."status" = 'paid' and "orders"."kind" = 'purchase';