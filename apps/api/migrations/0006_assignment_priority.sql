ALTER TABLE "applications" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;