import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the list of /oportunidades at 100,000 opportunities (`npm run bench:opportunities`,
// docs/PERFORMANCE.md). Both are partial, over the open ones that are not hidden (the list's own
// condition, src/features/opportunities/sql.ts listable()), which Payload's index declarations
// cannot say:
// - The list's order is featured first, then newest (o.featured DESC, o.published_at DESC,
//   o.id DESC). opportunities_open_newest_idx has no featured column, so PostgreSQL read the
//   open ones through opportunities_featured_idx and sorted them: ~1 s for the first page at
//   100,000 (30,000 rows read). This one reads the page's rows in order, skipping those past
//   their deadline, also for a search whose words match many.
// - Every page counts its matches. The open ones before their deadline by deadline, with their
//   poster for the blocks' check: the plain list is counted from the index alone, and a search's
//   word bitmaps are intersected with these few thousand entries instead of
//   opportunities_deadline_idx and opportunities_status_idx (every opportunity ever open).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "opportunities_open_featured_newest_idx"
      ON "opportunities" ("featured" DESC, "published_at" DESC, "id" DESC)
      WHERE "status" = 'open' AND "hidden" IS NOT TRUE;
    CREATE INDEX IF NOT EXISTS "opportunities_open_deadline_idx"
      ON "opportunities" ("deadline") INCLUDE ("user_id")
      WHERE "status" = 'open' AND "hidden" IS NOT TRUE;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "opportunities_open_featured_newest_idx";
    DROP INDEX IF EXISTS "opportunities_open_deadline_idx";
  `)
}
