-- A content page is one row per language; today's pages become the English ones, and every acceptance
-- recorded so far was of the English text.
ALTER TABLE "page_acceptances" DROP CONSTRAINT "page_acceptances_slug_content_pages_slug_fk";--> statement-breakpoint
ALTER TABLE "page_acceptances" DROP CONSTRAINT "page_acceptances_user_id_slug_version_pk";--> statement-breakpoint
ALTER TABLE "content_pages" DROP CONSTRAINT "content_pages_pkey";--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_acceptances" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_slug_language_pk" PRIMARY KEY("slug","language");--> statement-breakpoint
ALTER TABLE "page_acceptances" ADD CONSTRAINT "page_acceptances_user_id_slug_language_version_pk" PRIMARY KEY("user_id","slug","language","version");--> statement-breakpoint
ALTER TABLE "page_acceptances" ADD CONSTRAINT "page_acceptances_slug_language_content_pages_slug_language_fk" FOREIGN KEY ("slug","language") REFERENCES "public"."content_pages"("slug","language") ON DELETE no action ON UPDATE no action;
