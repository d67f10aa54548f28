CREATE TABLE "receipt_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "receipt_counters_value_check" CHECK ("receipt_counters"."last_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"refund_id" text,
	"registration_id" text NOT NULL,
	"locale" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "receipts_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "receipts_source_check" CHECK (("receipts"."kind" = 'payment' and "receipts"."order_id" is not null and "receipts"."refund_id" is null) or ("receipts"."kind" = 'refund' and "receipts"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_registration_idx" ON "receipts" USING btree ("registration_id");