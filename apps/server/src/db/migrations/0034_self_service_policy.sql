ALTER TABLE "offerings" ADD COLUMN "full_refund_hours_before" integer;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "late_refund_percent" integer;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "changes_hours_before" integer;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "on_demand_refund_days" integer;