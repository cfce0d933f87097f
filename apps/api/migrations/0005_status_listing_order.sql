DROP INDEX "applications_user_status_idx";--> statement-breakpoint
CREATE INDEX "applications_user_status_idx" ON "applications" USING btree ("user_id","status","created_at");