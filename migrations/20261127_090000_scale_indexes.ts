import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: indexes for a million listings and ten million messages (docs/PERFORMANCE.md, "A escala").
// - A directory search counts its matches from id sets (src/features/directory/sql.ts, wordIds).
//   With the id in the index, the listings of a country or a role are counted from the index
//   alone (an index-only scan) instead of reading each matching row: at 1,000,000 listings
//   "mexico" matches 45,000 of them, about 7,400 table pages.
// - A page of a thread is its newest messages by id (src/features/messages/sql.ts). With only
//   (conversation_id) or (conversation_id, created_at) indexed, PostgreSQL reads every message of
//   the thread and sorts them: 11,000 table pages for a thread of 11,000 messages, which grows
//   with the thread. (conversation_id, id) reads the page's 31 index entries in order.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "artists_country_id_idx" ON "artists" ("country", "id");
    CREATE INDEX IF NOT EXISTS "producers_country_id_idx" ON "producers" ("country", "id");
    CREATE INDEX IF NOT EXISTS "artists_role_id_idx" ON "artists" ("role", "id");
    CREATE INDEX IF NOT EXISTS "producers_role_id_idx" ON "producers" ("role", "id");
    CREATE INDEX IF NOT EXISTS "messages_thread_idx" ON "messages" ("conversation_id", "id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "artists_country_id_idx";
    DROP INDEX IF EXISTS "producers_country_id_idx";
    DROP INDEX IF EXISTS "artists_role_id_idx";
    DROP INDEX IF EXISTS "producers_role_id_idx";
    DROP INDEX IF EXISTS "messages_thread_idx";
  `)
}
