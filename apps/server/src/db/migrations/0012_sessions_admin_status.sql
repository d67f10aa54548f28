-- An offering switched off (active = false) stays off: it becomes a draft, which the schedule and registration do not show.
UPDATE "offerings" SET "status" = 'draft' WHERE "active" = false;--> statement-breakpoint
ALTER TABLE "offerings" DROP COLUMN "active";
