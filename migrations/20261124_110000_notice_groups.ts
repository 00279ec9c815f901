import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: grouped notifications. Likes of one post group into one unread notice ("A Ana y
// 3 personas más les gusta tu post"): `group_key` names the post, `actors` lists who liked it.
// The partial unique index lets notify() add a liker with one INSERT … ON CONFLICT, atomic
// however many members like at once (src/features/notifications/sql.ts, upsertGroupedNotice).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "group_key" varchar;
    ALTER TABLE "notifications" ADD COLUMN IF NOT EXISTS "actors" jsonb;
    CREATE UNIQUE INDEX IF NOT EXISTS "notifications_unread_group_idx"
      ON "notifications" ("recipient_id", "group_key")
      WHERE "read" = false AND "group_key" IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "notifications_unread_group_idx";
    ALTER TABLE "notifications" DROP COLUMN IF EXISTS "actors";
    ALTER TABLE "notifications" DROP COLUMN IF EXISTS "group_key";
  `)
}
