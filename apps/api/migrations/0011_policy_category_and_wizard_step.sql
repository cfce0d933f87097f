DROP INDEX "visa_policies_scope_idx";--> statement-breakpoint
ALTER TABLE "visa_policies" ADD COLUMN "category" text DEFAULT 'visa_required' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "government_fee_amount" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "government_fee_currency" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "wizard_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "visa_policies_scope_idx" ON "visa_policies" USING btree ("destination","purpose","category",coalesce("from_country", ''));--> statement-breakpoint
ALTER TABLE "visa_policies" ADD CONSTRAINT "visa_policies_category_known" CHECK ("visa_policies"."category" in ('visa_on_arrival', 'eta', 'e_visa', 'visa_required'));--> statement-breakpoint
-- Fees charged so far were charged as a government fee: keep that on record.
UPDATE "applications" SET "government_fee_amount" = "base_fee", "government_fee_currency" = "currency" WHERE "base_fee" > 0;--> statement-breakpoint
-- Nationality becomes a country code: names the old form offered (and codes typed by hand) map to their code.
UPDATE "users" SET "nationality" = "countries"."code" FROM "countries" WHERE "users"."nationality" IS NOT NULL AND (lower("users"."nationality") = lower("countries"."name") OR upper("users"."nationality") = "countries"."code");--> statement-breakpoint
-- "Other" or free text that names no country: the profile asks for it again.
UPDATE "users" SET "nationality" = NULL WHERE "nationality" IS NOT NULL AND "nationality" NOT IN (SELECT "code" FROM "countries");--> statement-breakpoint
UPDATE "applications" SET "personal_info" = jsonb_set("applications"."personal_info", '{nationality}', to_jsonb("countries"."code")) FROM "countries" WHERE "applications"."personal_info" ? 'nationality' AND (lower("applications"."personal_info"->>'nationality') = lower("countries"."name") OR upper("applications"."personal_info"->>'nationality') = "countries"."code");--> statement-breakpoint
-- A draft's unknown nationality is asked again; a submitted application keeps what was sent.
UPDATE "applications" SET "personal_info" = "personal_info" - 'nationality' WHERE "status" = 'draft' AND "personal_info" ? 'nationality' AND "personal_info"->>'nationality' NOT IN (SELECT "code" FROM "countries");
--> statement-breakpoint
-- The demo's sample India e-Tourist visa policy was written for e-visa corridors.
UPDATE "visa_policies" SET "category" = 'e_visa' WHERE "is_sample" AND "destination" = 'IN' AND "purpose" = 'tourist';
