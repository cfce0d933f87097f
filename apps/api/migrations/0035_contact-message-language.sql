-- The language a contact message was written in (its page's), so a reply to a visitor without an account is
-- written in it; messages sent before this were not recorded and are answered as before.
ALTER TABLE "contact_messages" ADD COLUMN "language" text;
