import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (statements as `payload migrate:create` generates them for the config) for the
// editors' desk:
// - the `sendEmail` task of the jobs queue (src/lib/email/outbox.ts) and the lease that lets one
//   runner at a time run jobs (src/lib/jobs.ts);
// - articles: SEO meta (plugin-seo), the `featured` flag that replaces the site settings'
//   `featuredArticle` (its choice carries over), autosaved drafts;
// - the `redirects` collection (plugin-redirects) for the old addresses of renamed articles.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'sendEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'sendEmail' BEFORE 'schedulePublish';
  CREATE TABLE "jobs_runner_lease" (
    "id" integer PRIMARY KEY,
    "holder" text NOT NULL,
    "expires_at" timestamptz NOT NULL
  );
  -- Due jobs are looked up every few seconds.
  CREATE INDEX "payload_jobs_due_idx" ON "payload_jobs" USING btree ("queue", "wait_until")
    WHERE "completed_at" IS NULL AND NOT "processing";

  ALTER TABLE "blog_posts" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "blog_posts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "blog_posts_meta_meta_image_idx" ON "blog_posts" USING btree ("meta_image_id");
  CREATE INDEX "_blog_posts_v_version_meta_version_meta_image_idx" ON "_blog_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");

  UPDATE "blog_posts" SET "featured" = true
    WHERE "id" = (SELECT "featured_article_id" FROM "site_settings" LIMIT 1);
  ALTER TABLE "site_settings" DROP CONSTRAINT IF EXISTS "site_settings_featured_article_id_blog_posts_id_fk";
  DROP INDEX IF EXISTS "site_settings_featured_article_idx";
  ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "featured_article_id";

  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_posts_id" integer
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_blog_posts_id_idx" ON "redirects_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_redirects_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "redirects_id";
  DROP TABLE IF EXISTS "redirects_rels";
  DROP TABLE IF EXISTS "redirects";
  DROP TYPE IF EXISTS "public"."enum_redirects_to_type";

  ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "featured_article_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_featured_article_id_blog_posts_id_fk" FOREIGN KEY ("featured_article_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX IF NOT EXISTS "site_settings_featured_article_idx" ON "site_settings" USING btree ("featured_article_id");
  UPDATE "site_settings" SET "featured_article_id" =
    (SELECT "id" FROM "blog_posts" WHERE "featured" ORDER BY "published_at" DESC NULLS LAST LIMIT 1);

  ALTER TABLE "blog_posts" DROP COLUMN IF EXISTS "featured";
  ALTER TABLE "blog_posts" DROP COLUMN IF EXISTS "meta_title";
  ALTER TABLE "blog_posts" DROP COLUMN IF EXISTS "meta_description";
  ALTER TABLE "blog_posts" DROP COLUMN IF EXISTS "meta_image_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN IF EXISTS "version_featured";
  ALTER TABLE "_blog_posts_v" DROP COLUMN IF EXISTS "version_meta_title";
  ALTER TABLE "_blog_posts_v" DROP COLUMN IF EXISTS "version_meta_description";
  ALTER TABLE "_blog_posts_v" DROP COLUMN IF EXISTS "version_meta_image_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN IF EXISTS "autosave";

  DROP INDEX IF EXISTS "payload_jobs_due_idx";
  DROP TABLE IF EXISTS "jobs_runner_lease";
  -- PostgreSQL cannot drop an enum value; a leftover 'sendEmail' is harmless.
  `)
}
