ALTER TABLE "email_outbox" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
-- Rows an older version left in 'sending' get the old ten-minute window as their lease, then any sender takes them.
UPDATE "email_outbox" SET "lease_expires_at" = now() + interval '10 minutes' WHERE "status" = 'sending';--> statement-breakpoint
-- Before one pending payment per application or invoice is enforced, older duplicates are expired (newest kept).
UPDATE "payments" SET "status" = 'expired', "failure_message" = 'Never completed', "processed_at" = now()
WHERE "status" = 'pending' AND "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "application_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
    FROM "payments" WHERE "status" = 'pending' AND "application_id" IS NOT NULL
  ) AS "ranked" WHERE "rank" > 1
  UNION
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "invoice_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
    FROM "payments" WHERE "status" = 'pending' AND "invoice_id" IS NOT NULL
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_application_pending_idx" ON "payments" USING btree ("application_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_pending_idx" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" = 'pending';
