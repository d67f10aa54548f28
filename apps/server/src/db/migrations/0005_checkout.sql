CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"currency" text,
	"single_use" boolean DEFAULT false NOT NULL,
	"max_uses" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off_cents" is null)),
	CONSTRAINT "coupons_percent_check" CHECK ("coupons"."percent_off" is null or ("coupons"."percent_off" between 1 and 100)),
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount_off_cents" is null or ("coupons"."amount_off_cents" > 0 and "coupons"."currency" is not null)),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."times_used" >= 0 and ("coupons"."max_uses" is null or "coupons"."times_used" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"currency" text NOT NULL,
	"course_fee_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"course_total_cents" integer NOT NULL,
	"scanner_trial" boolean NOT NULL,
	"scanner_trial_cents" integer NOT NULL,
	"order_total_cents" integer NOT NULL,
	"coupon_code" text,
	"billing" jsonb NOT NULL,
	"terms_version" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_last4_check" CHECK ("orders"."card_last4" is null or "orders"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"country" text NOT NULL,
	"region" text NOT NULL,
	"code" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "sales_tax_rates_country_region_code_pk" PRIMARY KEY("country","region","code"),
	CONSTRAINT "sales_tax_rates_rate_check" CHECK ("sales_tax_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_registration_idx" ON "orders" USING btree ("registration_id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_registration_idx" ON "orders" USING btree ("registration_id");