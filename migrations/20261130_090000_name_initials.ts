import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: a directory search counts its matches by merging id-ordered sets
// (src/features/directory/sql.ts, idSet). A word of one or two letters matches names starting
// with it, a range of name_key's index that comes in name order: at a million listings "ma"
// starts 50,000 names per table, and sorting them by id before merging was most of the search.
// These indexes give the names starting with one or two letters already in id order. They carry
// name_key because PostgreSQL reads an expression index alone only when it holds the columns the
// expression is computed from.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ['artists', 'producers']) {
    await db.execute(
      sql.raw(`
      CREATE INDEX IF NOT EXISTS "${table}_name_initial_idx" ON "${table}" (left("name_key", 1), "id")
        INCLUDE ("name_key");
      CREATE INDEX IF NOT EXISTS "${table}_name_initials_idx" ON "${table}" (left("name_key", 2), "id")
        INCLUDE ("name_key");
    `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['artists', 'producers']) {
    await db.execute(
      sql.raw(`
      DROP INDEX IF EXISTS "${table}_name_initial_idx";
      DROP INDEX IF EXISTS "${table}_name_initials_idx";
    `),
    )
  }
}
