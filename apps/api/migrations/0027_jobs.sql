CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"key" text,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Work queued before the jobs table becomes jobs, with its tries so far (hand-written).
INSERT INTO "jobs" ("kind", "payload", "attempts", "run_after", "last_error") SELECT 'send-email', jsonb_build_object('emailId', "id"), "attempts", "next_attempt_at", "last_error" FROM "email_outbox" WHERE "status" IN ('pending', 'sending');--> statement-breakpoint
UPDATE "email_outbox" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "attempts", "last_error") SELECT 'analyse-document', jsonb_build_object('documentId', "id"), "analysis_attempts", "analysis_error" FROM "documents" WHERE "analysis_status" = 'pending';--> statement-breakpoint
DROP INDEX "email_outbox_pending_idx";--> statement-breakpoint
DROP INDEX "documents_analysis_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("kind","run_after") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("kind","lease_expires_at") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("state","finished_at");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "lease_token";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "lease_expires_at";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "analysis_attempts";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "analysis_lease_until";