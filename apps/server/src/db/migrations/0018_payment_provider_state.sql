CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"provider_reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_executions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"intent_amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"token" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"client_secret" text,
	"token" text,
	"charge_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_charges_reference_idx" ON "sandbox_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_executions_created_idx" ON "sandbox_executions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_intents_reference_idx" ON "sandbox_intents" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_intents_created_idx" ON "sandbox_intents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_tokens_created_idx" ON "sandbox_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_provider_reference_idx" ON "orders" USING btree ("provider_reference");