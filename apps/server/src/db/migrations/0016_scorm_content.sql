CREATE TABLE "module_assignments" (
	"variant" text NOT NULL,
	"module_id" text NOT NULL,
	"language" text NOT NULL,
	"package_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_assignments_variant_module_id_language_pk" PRIMARY KEY("variant","module_id","language")
);
--> statement-breakpoint
CREATE TABLE "registration_module_packages" (
	"registration_id" text NOT NULL,
	"module_id" text NOT NULL,
	"package_id" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_module_packages_registration_id_module_id_pk" PRIMARY KEY("registration_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "scorm_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"scorm_version" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"zip" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_packages_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "module_assignments" ADD CONSTRAINT "module_assignments_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_module_packages" ADD CONSTRAINT "registration_module_packages_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_module_packages" ADD CONSTRAINT "registration_module_packages_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_module_packages_package_idx" ON "registration_module_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "scorm_packages_created_idx" ON "scorm_packages" USING btree ("created_at");