import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: a search word of one or two letters has no trigram, so the trigram indexes of
// 20261121_100000_directory_search cannot answer it and a contains-match reads the whole table
// (over a second at 100,000 listings). Such a word matches names that start with it instead
// (src/features/directory/sql.ts), which these btree indexes answer as a range.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "artists_name_prefix_idx"
      ON "artists" (tarima_normalize("name") text_pattern_ops);
    CREATE INDEX IF NOT EXISTS "producers_name_prefix_idx"
      ON "producers" (tarima_normalize("name") text_pattern_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "artists_name_prefix_idx";
    DROP INDEX IF EXISTS "producers_name_prefix_idx";
  `)
}
