CREATE TABLE "registration_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_key" text NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempts_sender_idx" ON "registration_attempts" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_email_idx" ON "registration_attempts" USING btree ("email_key","created_at");