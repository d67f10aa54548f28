ALTER TABLE "registrations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_kept_seats" boolean DEFAULT false NOT NULL;