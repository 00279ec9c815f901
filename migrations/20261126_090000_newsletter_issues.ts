import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (the collection's statements as `payload migrate:create` generates them) for the
// newsletter editors send:
// - the `newsletter-issues` collection (collections/NewsletterIssues) and the `sendNewsletter`
//   task of the jobs queue (src/features/newsletter/sending.ts);
// - `newsletter_deliveries`, outside Payload: one row per issue and subscriber, what was sent,
//   failed (and why), skipped or waits for a retry, and an unsubscribe that came from that
//   issue's link.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_newsletter_issues_source" AS ENUM('letter', 'article');
  CREATE TYPE "public"."enum_newsletter_issues_article_mode" AS ENUM('summary', 'full');
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'sendNewsletter' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'sendNewsletter' BEFORE 'schedulePublish';
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"preheader" varchar,
  	"source" "enum_newsletter_issues_source" DEFAULT 'letter' NOT NULL,
  	"article_id" integer,
  	"article_mode" "enum_newsletter_issues_article_mode" DEFAULT 'summary',
  	"body" jsonb,
  	"status" "enum_newsletter_issues_status" DEFAULT 'draft' NOT NULL,
  	"scheduled_for" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"recipient_count" numeric,
  	"sent_count" numeric,
  	"failed_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_article_id_blog_posts_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "newsletter_issues_article_idx" ON "newsletter_issues" USING btree ("article_id");
  CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");

  CREATE TABLE "newsletter_deliveries" (
    "id" bigserial PRIMARY KEY,
    "issue_id" integer NOT NULL REFERENCES "newsletter_issues"("id") ON DELETE cascade,
    "subscriber_id" integer NOT NULL REFERENCES "newsletter_subscribers"("id") ON DELETE cascade,
    "status" text NOT NULL DEFAULT 'pending'
      CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
    "attempts" integer NOT NULL DEFAULT 0,
    "error" text,
    "claimed_at" timestamptz,
    -- A recipient whose server said "later" waits until then.
    "not_before" timestamptz,
    "sent_at" timestamptz,
    "unsubscribed_at" timestamptz,
    -- One copy of an issue per subscriber, whatever restarts in between.
    UNIQUE ("issue_id", "subscriber_id")
  );
  -- The sender's next batch, and the report's counts.
  CREATE INDEX "newsletter_deliveries_todo_idx" ON "newsletter_deliveries" ("issue_id", "id")
    WHERE "status" IN ('pending', 'sending');
  -- The report's list of failures.
  CREATE INDEX "newsletter_deliveries_failed_idx" ON "newsletter_deliveries" ("issue_id", "id")
    WHERE "status" = 'failed';
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" ("subscriber_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "newsletter_deliveries";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_newsletter_issues_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_newsletter_issues_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "newsletter_issues_id";
  DROP TABLE IF EXISTS "newsletter_issues" CASCADE;
  DROP TYPE IF EXISTS "public"."enum_newsletter_issues_source";
  DROP TYPE IF EXISTS "public"."enum_newsletter_issues_article_mode";
  DROP TYPE IF EXISTS "public"."enum_newsletter_issues_status";
  `)
}
