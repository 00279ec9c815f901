import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written. At 100,000 listings the planner chose a sequential scan for name searches
// (about 150 ms per table) over the trigram indexes (about 8 ms), because it priced the
// normalisation at the default cost of a cheap C function. Declaring its real cost makes the
// index the obvious plan (`npm run explain:directory` shows the plans).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER FUNCTION tarima_normalize(text) COST 1000;
    DO $do$
    BEGIN
      -- Only present when the migration could create the C entry point (see directory_search).
      IF to_regprocedure('tarima_unaccent(regdictionary, text)') IS NOT NULL THEN
        ALTER FUNCTION tarima_unaccent(regdictionary, text) COST 1000;
      END IF;
    END
    $do$;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER FUNCTION tarima_normalize(text) COST 100;
    DO $do$
    BEGIN
      IF to_regprocedure('tarima_unaccent(regdictionary, text)') IS NOT NULL THEN
        ALTER FUNCTION tarima_unaccent(regdictionary, text) COST 1;
      END IF;
    END
    $do$;
  `)
}
