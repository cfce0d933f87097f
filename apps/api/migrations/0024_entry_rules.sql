CREATE TABLE "entry_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"passports" text[] DEFAULT '{}'::text[] NOT NULL,
	"passport_group" text,
	"passport_exceptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"destination" text,
	"destination_group" text,
	"purposes" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"authorisation_name" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"apply_url" text,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity" text,
	"allowed_stay_days" integer,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"recorded_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_rules_slug_unique" UNIQUE("slug"),
	CONSTRAINT "entry_rules_one_destination" CHECK (("entry_rules"."destination" is null) <> ("entry_rules"."destination_group" is null)),
	CONSTRAINT "entry_rules_category_known" CHECK ("entry_rules"."category" in ('visa_free', 'visa_on_arrival', 'eta', 'e_visa', 'visa_required', 'no_admission')),
	CONSTRAINT "entry_rules_ends_after_start" CHECK ("entry_rules"."ends_on" is null or ("entry_rules"."starts_on" is not null and "entry_rules"."ends_on" >= "entry_rules"."starts_on")),
	CONSTRAINT "entry_rules_source_web" CHECK ("entry_rules"."source" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "entry_rules" ADD CONSTRAINT "entry_rules_destination_countries_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_rules" ADD CONSTRAINT "entry_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_rules_destination_idx" ON "entry_rules" USING btree ("destination");