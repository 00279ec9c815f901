import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written, data only:
// - SEO titles generated with the site's suffix ("… · Tarima") showed it twice, since the pages'
//   title template adds it too (src/i18n/shell.ts). They lose it, in articles and their versions;
//   new ones are stored without it (metaTitleFollowsTitle, src/features/blog/article-hooks.ts).
// - Opening "Crear" saved an empty draft at once (collections/BlogPosts.ts, `validate`): the
//   "<Sin título>" drafts nobody wrote in (no title, text, excerpt or image) go, with their versions.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "blog_posts"
       SET "meta_title" = NULLIF(regexp_replace("meta_title", '\\s*·\\s*Tarima\\s*$', ''), '')
     WHERE "meta_title" ~ '·\\s*Tarima\\s*$';
    UPDATE "_blog_posts_v"
       SET "version_meta_title" = NULLIF(regexp_replace("version_meta_title", '\\s*·\\s*Tarima\\s*$', ''), '')
     WHERE "version_meta_title" ~ '·\\s*Tarima\\s*$';

    WITH "empty" AS (
      SELECT "id" FROM "blog_posts" b
       WHERE "_status" = 'draft' AND "title" IS NULL AND "content" IS NULL
         AND "excerpt" IS NULL AND "featured_image_id" IS NULL
         AND NOT EXISTS (SELECT 1 FROM "_blog_posts_v" v
                          WHERE v."parent_id" = b."id"
                            AND (v."version_title" IS NOT NULL OR v."version_content" IS NOT NULL))
    ), "versions" AS (
      DELETE FROM "_blog_posts_v" WHERE "parent_id" IN (SELECT "id" FROM "empty")
    )
    DELETE FROM "blog_posts" WHERE "id" IN (SELECT "id" FROM "empty");
  `)
}

// Nothing to undo: the titles read the same on the page, and the drafts were empty.
export async function down(_args: MigrateDownArgs): Promise<void> {}
