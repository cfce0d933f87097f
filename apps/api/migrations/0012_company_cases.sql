ALTER TABLE "invoices" DROP CONSTRAINT "invoices_number_unique";--> statement-breakpoint
DROP TABLE "invoice_counters";--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_company_id_year_pk" PRIMARY KEY("company_id","year")
);--> statement-breakpoint
INSERT INTO "invoice_counters" ("company_id", "year", "last")
	SELECT "company_id", substring("number" from 5 for 4)::integer, max(substring("number" from 10)::integer)
	FROM "invoices" WHERE "number" ~ '^INV-[0-9]{4}-[0-9]+$'
	GROUP BY "company_id", substring("number" from 5 for 4);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "passport_expiry" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_nationality_countries_code_fk" FOREIGN KEY ("nationality") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number_idx" ON "invoices" USING btree ("company_id","number");