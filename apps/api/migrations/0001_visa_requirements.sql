CREATE TABLE "visa_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_country" text NOT NULL,
	"to_country" text NOT NULL,
	"purpose" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_data_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"edition_date" date NOT NULL,
	"content_hash" text NOT NULL,
	"corridors" integer NOT NULL,
	"passports" integer NOT NULL,
	"destinations" integer NOT NULL,
	"changes" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visa_data_editions_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
CREATE TABLE "visa_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination" text NOT NULL,
	"from_country" text,
	"purpose" text NOT NULL,
	"fee_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"processing_days_min" integer NOT NULL,
	"processing_days_max" integer NOT NULL,
	"validity_days" integer,
	"entries" text DEFAULT 'single' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"last_verified_at" date,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_requirement_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"edition_id" uuid NOT NULL,
	"passport" text NOT NULL,
	"destination" text NOT NULL,
	"previous" text,
	"current" text
);
--> statement-breakpoint
CREATE TABLE "visa_requirements" (
	"passport" text NOT NULL,
	"destination" text NOT NULL,
	"requirement" text NOT NULL,
	"edition_id" uuid NOT NULL,
	CONSTRAINT "visa_requirements_passport_destination_pk" PRIMARY KEY("passport","destination")
);
--> statement-breakpoint
CREATE TABLE "visa_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"is_multiple_entry" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visa_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "visa_policies" ADD CONSTRAINT "visa_policies_destination_countries_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_policies" ADD CONSTRAINT "visa_policies_from_country_countries_code_fk" FOREIGN KEY ("from_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirement_changes" ADD CONSTRAINT "visa_requirement_changes_edition_id_visa_data_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."visa_data_editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_passport_countries_code_fk" FOREIGN KEY ("passport") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_destination_countries_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_requirements" ADD CONSTRAINT "visa_requirements_edition_id_visa_data_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."visa_data_editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_types" ADD CONSTRAINT "visa_types_destination_countries_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visa_checks_destination_idx" ON "visa_checks" USING btree ("to_country","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_policies_scope_idx" ON "visa_policies" USING btree ("destination","purpose",coalesce("from_country", ''));--> statement-breakpoint
CREATE INDEX "visa_requirement_changes_edition_idx" ON "visa_requirement_changes" USING btree ("edition_id");--> statement-breakpoint
CREATE INDEX "visa_requirement_changes_corridor_idx" ON "visa_requirement_changes" USING btree ("passport","destination");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_types_destination_purpose_idx" ON "visa_types" USING btree ("destination","purpose");