CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Who an application is for and what staff search matches, kept with the row so the staff lists sort and
-- search on indexes: on a company's case the employee as filed (else the employee record), otherwise the
-- traveller's account; the search text adds every name and email given and the filing company's name.
CREATE FUNCTION applications_fill_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account record;
  employee record;
  filed_name text := nullif(concat_ws(' ', NEW.personal_info->>'firstName', NEW.personal_info->>'lastName'), '');
  filed_email text := nullif(NEW.personal_info->>'email', '');
  company_name text;
BEGIN
  SELECT u.first_name, u.last_name, u.email INTO account FROM users u WHERE u.id = NEW.user_id;
  SELECT e.first_name, e.last_name, e.email INTO employee FROM employees e WHERE e.id = NEW.employee_id;
  SELECT c.name INTO company_name FROM companies c WHERE c.id = NEW.company_id;
  IF NEW.application_type = 'corporate' THEN
    NEW.applicant_name := coalesce(filed_name, nullif(concat_ws(' ', employee.first_name, employee.last_name), ''), '');
  ELSE
    NEW.applicant_name := coalesce(nullif(concat_ws(' ', account.first_name, account.last_name), ''), '');
  END IF;
  NEW.search_text := concat_ws(E'\n',
    NEW.applicant_name,
    CASE WHEN NEW.application_type = 'corporate' THEN coalesce(filed_email, employee.email) ELSE account.email END,
    filed_name, filed_email,
    nullif(concat_ws(' ', employee.first_name, employee.last_name), ''), employee.email,
    company_name, NEW.visa_type);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_fill_applicant BEFORE INSERT OR UPDATE OF user_id, employee_id, company_id, application_type, personal_info, visa_type
  ON applications FOR EACH ROW EXECUTE FUNCTION applications_fill_applicant();--> statement-breakpoint
-- A renamed account, employee or company is renamed in its applications' copies too.
CREATE FUNCTION users_refresh_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET user_id = user_id WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_refresh_applicant AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION users_refresh_applicant();--> statement-breakpoint
CREATE FUNCTION employees_refresh_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET employee_id = employee_id WHERE employee_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER employees_refresh_applicant AFTER UPDATE OF first_name, last_name, email ON employees
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION employees_refresh_applicant();--> statement-breakpoint
CREATE FUNCTION companies_refresh_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET company_id = company_id WHERE company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_refresh_applicant AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION companies_refresh_applicant();--> statement-breakpoint
UPDATE applications SET user_id = user_id;--> statement-breakpoint
DROP INDEX "applications_agent_assigned_idx";--> statement-breakpoint
DROP INDEX "applications_submitted_idx";--> statement-breakpoint
DROP INDEX "audit_events_created_idx";--> statement-breakpoint
CREATE INDEX "applications_applicant_name_idx" ON "applications" USING btree (lower("applicant_name"),"id");--> statement-breakpoint
CREATE INDEX "applications_destination_idx" ON "applications" USING btree ("to_country");--> statement-breakpoint
CREATE INDEX "applications_search_text_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_agent_assigned_idx" ON "applications" USING btree ("assigned_agent_id","assigned_at","id");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");
