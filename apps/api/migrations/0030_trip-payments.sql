CREATE TABLE "payment_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"application_id" uuid,
	"traveller" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_reference" text,
	"refund_reason" text
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_lines_payment_idx" ON "payment_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_lines_application_idx" ON "payment_lines" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trip_paid_idx" ON "payments" USING btree ("trip_id") WHERE "payments"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trip_pending_idx" ON "payments" USING btree ("trip_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- A trip's traveller is paid by their line of the trip's payment: paid while the payment is completed and the line
-- not refunded, refunded once either is.
CREATE OR REPLACE FUNCTION applications_refresh_facts(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NULL THEN RETURN; END IF;
  -- Waits for another transaction changing the same application's rows; the count below then sees them.
  PERFORM 1 FROM applications WHERE id = target FOR UPDATE;
  UPDATE applications a SET
    documents_uploaded = (SELECT count(DISTINCT d.type)::int FROM documents d
      WHERE d.application_id = a.id AND d.status = 'uploaded' AND a.required_documents ? d.type),
    open_requests = (SELECT count(*)::int FROM document_requests r
      WHERE r.application_id = a.id AND r.fulfilled_at IS NULL),
    payment_status = (SELECT paid.status FROM (
        SELECT p.status FROM payments p
          WHERE p.application_id = a.id AND p.status IN ('completed', 'refunded')
        UNION ALL
        SELECT CASE WHEN l.refunded_at IS NULL THEN p.status ELSE 'refunded' END FROM payment_lines l
          JOIN payments p ON p.id = l.payment_id
          WHERE l.application_id = a.id AND p.status IN ('completed', 'refunded')
      ) paid ORDER BY paid.status = 'completed' DESC LIMIT 1)
  WHERE a.id = target;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_lines_refresh_facts AFTER INSERT OR DELETE OR UPDATE OF application_id, refunded_at
  ON payment_lines FOR EACH ROW EXECUTE FUNCTION application_facts_changed();--> statement-breakpoint
CREATE FUNCTION payment_lines_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM applications_refresh_facts(l.application_id) FROM payment_lines l WHERE l.payment_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_refresh_line_facts AFTER UPDATE OF status ON payments
  FOR EACH ROW WHEN (NEW.trip_id IS NOT NULL) EXECUTE FUNCTION payment_lines_status_changed();
--> statement-breakpoint
-- A traveller on a trip is named as filed (the trip's owner files for each of them); else as before.
CREATE OR REPLACE FUNCTION applications_fill_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF NEW.trip_id IS NOT NULL THEN
    NEW.applicant_name := coalesce(filed_name, nullif(concat_ws(' ', account.first_name, account.last_name), ''), '');
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
END $$;
