import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the feed's indexes. Payload's index options cannot say DESC.
// - posts in feed order, so a page (and each keyset "load more" after a (created_at, id) cursor)
//   is read straight from the index instead of sorting every post;
// - a post's comments in the order they are shown (oldest first).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "posts_feed_order_idx" ON "posts" ("created_at" DESC, "id" DESC);
    CREATE INDEX IF NOT EXISTS "post_comments_post_order_idx"
      ON "post_comments" ("post_id", "created_at", "id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "posts_feed_order_idx";
    DROP INDEX IF EXISTS "post_comments_post_order_idx";
  `)
}
