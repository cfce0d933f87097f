ALTER TABLE "applications" ADD COLUMN "filled_fields" integer GENERATED ALWAYS AS ((case when "applications"."status" = 'draft' then (case when jsonb_typeof("applications"."personal_info" #> '{firstName}'::text[]) = 'string' and "applications"."personal_info" #>> '{firstName}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{lastName}'::text[]) = 'string' and "applications"."personal_info" #>> '{lastName}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{dateOfBirth}'::text[]) = 'string' and "applications"."personal_info" #>> '{dateOfBirth}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{nationality}'::text[]) = 'string' and "applications"."personal_info" #>> '{nationality}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{gender}'::text[]) = 'string' and "applications"."personal_info" #>> '{gender}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{phoneNumber}'::text[]) = 'string' and "applications"."personal_info" #>> '{phoneNumber}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{email}'::text[]) = 'string' and "applications"."personal_info" #>> '{email}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{address,street}'::text[]) = 'string' and "applications"."personal_info" #>> '{address,street}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{address,city}'::text[]) = 'string' and "applications"."personal_info" #>> '{address,city}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{address,country}'::text[]) = 'string' and "applications"."personal_info" #>> '{address,country}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{passportNumber}'::text[]) = 'string' and "applications"."personal_info" #>> '{passportNumber}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."personal_info" #> '{passportExpiryDate}'::text[]) = 'string' and "applications"."personal_info" #>> '{passportExpiryDate}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."travel_info" #> '{plannedArrivalDate}'::text[]) = 'string' and "applications"."travel_info" #>> '{plannedArrivalDate}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."travel_info" #> '{plannedDepartureDate}'::text[]) = 'string' and "applications"."travel_info" #>> '{plannedDepartureDate}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."travel_info" #> '{accommodationAddress}'::text[]) = 'string' and "applications"."travel_info" #>> '{accommodationAddress}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."emergency_contact" #> '{name}'::text[]) = 'string' and "applications"."emergency_contact" #>> '{name}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."emergency_contact" #> '{relationship}'::text[]) = 'string' and "applications"."emergency_contact" #>> '{relationship}'::text[] ~ '[^[:space:]]' then 1 else 0 end) + (case when jsonb_typeof("applications"."emergency_contact" #> '{phoneNumber}'::text[]) = 'string' and "applications"."emergency_contact" #>> '{phoneNumber}'::text[] ~ '[^[:space:]]' then 1 else 0 end) end)) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "documents_uploaded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "open_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "payment_status" text;--> statement-breakpoint
-- What the lists show of an application's documents, requests and payment, counted again whenever one of
-- those rows changes, so a list reads them with the application instead of from three more tables.
CREATE FUNCTION applications_refresh_facts(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NULL THEN RETURN; END IF;
  -- Waits for another transaction changing the same application's rows; the count below then sees them.
  PERFORM 1 FROM applications WHERE id = target FOR UPDATE;
  UPDATE applications a SET
    documents_uploaded = (SELECT count(DISTINCT d.type)::int FROM documents d
      WHERE d.application_id = a.id AND d.status = 'uploaded' AND a.required_documents ? d.type),
    open_requests = (SELECT count(*)::int FROM document_requests r
      WHERE r.application_id = a.id AND r.fulfilled_at IS NULL),
    payment_status = (SELECT p.status FROM payments p
      WHERE p.application_id = a.id AND p.status IN ('completed', 'refunded')
      ORDER BY p.status = 'completed' DESC LIMIT 1)
  WHERE a.id = target;
END $$;--> statement-breakpoint
CREATE FUNCTION application_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM applications_refresh_facts(OLD.application_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.application_id IS DISTINCT FROM OLD.application_id) THEN
    PERFORM applications_refresh_facts(NEW.application_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documents_refresh_facts AFTER INSERT OR DELETE OR UPDATE OF application_id, type, status
  ON documents FOR EACH ROW EXECUTE FUNCTION application_facts_changed();--> statement-breakpoint
CREATE TRIGGER document_requests_refresh_facts AFTER INSERT OR DELETE OR UPDATE OF application_id, fulfilled_at
  ON document_requests FOR EACH ROW EXECUTE FUNCTION application_facts_changed();--> statement-breakpoint
CREATE TRIGGER payments_refresh_facts AFTER INSERT OR DELETE OR UPDATE OF application_id, status
  ON payments FOR EACH ROW EXECUTE FUNCTION application_facts_changed();--> statement-breakpoint
-- A changed checklist changes which uploaded files count.
CREATE FUNCTION applications_count_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.documents_uploaded := (SELECT count(DISTINCT d.type)::int FROM documents d
    WHERE d.application_id = NEW.id AND d.status = 'uploaded' AND NEW.required_documents ? d.type);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_count_documents BEFORE UPDATE OF required_documents
  ON applications FOR EACH ROW EXECUTE FUNCTION applications_count_documents();--> statement-breakpoint
-- The figures of the applications there are: only those with documents, requests or payments have any.
SELECT applications_refresh_facts(id) FROM applications
  WHERE id IN (SELECT application_id FROM documents UNION SELECT application_id FROM document_requests
    UNION SELECT application_id FROM payments WHERE application_id IS NOT NULL);
