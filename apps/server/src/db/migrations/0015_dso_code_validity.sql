ALTER TABLE "dso_codes" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dso_codes" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dso_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;