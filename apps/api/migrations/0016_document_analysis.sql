ALTER TABLE "documents" ADD COLUMN "analysis_status" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_read" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_override_note" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_overridden_by" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "analysis_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_analysis_overridden_by_users_id_fk" FOREIGN KEY ("analysis_overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_analysis_due_idx" ON "documents" USING btree ("analysis_lease_until") WHERE "documents"."analysis_status" = 'pending';--> statement-breakpoint
-- Passport scans and photos uploaded before the checks existed are checked too, by the first instance to start.
UPDATE "documents" SET "analysis_status" = 'pending' WHERE "type" ILIKE '%passport%' OR "type" ILIKE '%photo%';
