ALTER TABLE "applications" ADD COLUMN "later_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "authority_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "authority_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Open drafts no longer ask the traveller to upload the approval they are applying for.
UPDATE "applications" SET "required_documents" = "required_documents" - 'Printed copy of the e-visa approval' - 'Approved electronic travel authorisation (eTA), linked to this passport' WHERE "status" = 'draft';
