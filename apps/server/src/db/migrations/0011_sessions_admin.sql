ALTER TABLE "offerings" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "ce_hours" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "agd_subject_code" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_status_check" CHECK ("offerings"."status" in ('draft', 'published', 'cancelled'));