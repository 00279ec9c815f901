import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the directory and the artist search dialog match names, genres and countries
// without regard to case or accents and tolerate small typos.
//
// unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
// expression; tarima_normalize() names the dictionary explicitly and is declared IMMUTABLE, the
// usual way to index unaccented text. The search query must use the very same expression
// (src/features/directory/sql.ts) for the planner to pick these indexes.
//
// Genres and countries are closed option lists: the query matches the typed text against their
// labels and then filters the enum columns with btree indexes, so only names need trigrams.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    -- Calling unaccent's C entry point directly under an IMMUTABLE declaration lets PostgreSQL
    -- inline tarima_normalize() (about 3x faster per row). Creating a C function needs a
    -- superuser; without one, fall back to the plain SQL wrapper, which gives the same results.
    DO $do$
    BEGIN
      CREATE OR REPLACE FUNCTION tarima_unaccent(regdictionary, text) RETURNS text
        LANGUAGE c IMMUTABLE STRICT PARALLEL SAFE AS '$libdir/unaccent', 'unaccent_dict';
      CREATE OR REPLACE FUNCTION tarima_normalize(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $fn$ SELECT lower(public.tarima_unaccent('public.unaccent'::regdictionary, $1)) $fn$;
    EXCEPTION WHEN insufficient_privilege THEN
      CREATE OR REPLACE FUNCTION tarima_normalize(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $fn$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $fn$;
    END
    $do$;

    CREATE INDEX IF NOT EXISTS "artists_name_trgm_idx"
      ON "artists" USING gin (tarima_normalize("name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "producers_name_trgm_idx"
      ON "producers" USING gin (tarima_normalize("name") gin_trgm_ops);

    CREATE INDEX IF NOT EXISTS "artists_genres_value_parent_idx"
      ON "artists_genres" ("value", "parent_id");
    CREATE INDEX IF NOT EXISTS "producers_genres_value_parent_idx"
      ON "producers_genres" ("value", "parent_id");

    CREATE INDEX IF NOT EXISTS "artists_created_at_id_idx" ON "artists" ("created_at" DESC, "id" DESC);
    CREATE INDEX IF NOT EXISTS "producers_created_at_id_idx" ON "producers" ("created_at" DESC, "id" DESC);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "artists_name_trgm_idx";
    DROP INDEX IF EXISTS "producers_name_trgm_idx";
    DROP INDEX IF EXISTS "artists_genres_value_parent_idx";
    DROP INDEX IF EXISTS "producers_genres_value_parent_idx";
    DROP INDEX IF EXISTS "artists_created_at_id_idx";
    DROP INDEX IF EXISTS "producers_created_at_id_idx";
    DROP FUNCTION IF EXISTS tarima_normalize(text);
    DROP FUNCTION IF EXISTS tarima_unaccent(regdictionary, text);
  `)
}
