import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: a directory search of several words or filters intersects one set of listings
// per word (src/features/directory/sql.ts). Merging those sets reads each of them whole, even
// when few listings are in all of them: at a million listings, "colombia salsa" read 22,732 +
// 27,780 ids per table for 1,263 matches, and six genre words 300,000 for none.
//
// search_terms holds, on each listing's row, everything a word can match: the words of its
// name_key (n:luna), its first one and two letters (i:m, i:ma), its country (c:Colombia), its role
// (r:Productor) and its genres (g:Salsa), as stored. Its GIN index answers "has one of these terms,
// for every word" inside the index, skipping through the posting lists of common terms by the
// rare ones, so an intersection costs about what it finds. Triggers keep it: on insert and on a
// change of name, country or role (the listing's own row, before it is written), and when its
// genre rows change (Payload replaces them on every save; statement triggers, one UPDATE of
// their listings). Payload does not know the column and never writes it.
const TABLES = ['artists', 'producers'] as const

/** The name_key of a name, as the generated column computes it (20261129_090000_name_postings). */
const nameKey = (name: string) =>
  `trim(regexp_replace(public.tarima_normalize(${name}), '[^a-z0-9]+', ' ', 'g'))`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION tarima_listing_terms(name_key text, country text, role text,
        genres text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT ARRAY(SELECT DISTINCT term FROM unnest(
            ARRAY['c:' || country, 'r:' || role,
                  'i:' || nullif(left(name_key, 1), ''), 'i:' || nullif(left(name_key, 2), '')]
            || ARRAY(SELECT 'n:' || word FROM unnest(string_to_array(name_key, ' ')) word
                WHERE word <> '')
            || ARRAY(SELECT 'g:' || genre FROM unnest(genres) genre)) term
          WHERE term IS NOT NULL ORDER BY term)
      $fn$;

    CREATE OR REPLACE FUNCTION tarima_listing_terms_row() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      DECLARE
        genres text[] := '{}';
      BEGIN
        -- A new listing has no genre rows yet: they are inserted after it.
        IF TG_OP = 'UPDATE' THEN
          EXECUTE format('SELECT ARRAY(SELECT value::text FROM %I WHERE parent_id = $1)',
            TG_TABLE_NAME || '_genres') INTO genres USING NEW.id;
        END IF;
        NEW.search_terms := tarima_listing_terms(${nameKey('NEW.name')}, NEW.country::text,
          NEW.role::text, genres);
        RETURN NEW;
      END
    $fn$;

    CREATE OR REPLACE FUNCTION tarima_listing_genre_terms() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      DECLARE
        listings text := left(TG_TABLE_NAME, -length('_genres'));
      BEGIN
        EXECUTE format(
          'UPDATE %I l SET search_terms = tarima_listing_terms(l.name_key, l.country::text,
              l.role::text, ARRAY(SELECT g.value::text FROM %I g WHERE g.parent_id = l.id))
            WHERE l.id IN (SELECT parent_id FROM changed)',
          listings, TG_TABLE_NAME);
        RETURN NULL;
      END
    $fn$;
  `),
  )
  for (const table of TABLES) {
    await db.execute(
      sql.raw(`
      ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS "search_terms" text[];
      UPDATE "${table}" l SET "search_terms" = tarima_listing_terms(l.name_key, l.country::text,
        l.role::text, ARRAY(SELECT g.value::text FROM "${table}_genres" g WHERE g.parent_id = l.id));
      CREATE INDEX IF NOT EXISTS "${table}_search_terms_idx" ON "${table}" USING gin ("search_terms");

      DROP TRIGGER IF EXISTS "${table}_terms_insert" ON "${table}";
      CREATE TRIGGER "${table}_terms_insert" BEFORE INSERT ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION tarima_listing_terms_row();
      DROP TRIGGER IF EXISTS "${table}_terms_update" ON "${table}";
      CREATE TRIGGER "${table}_terms_update" BEFORE UPDATE OF "name", "country", "role" ON "${table}"
        FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name"
          OR OLD."country" IS DISTINCT FROM NEW."country" OR OLD."role" IS DISTINCT FROM NEW."role")
        EXECUTE FUNCTION tarima_listing_terms_row();

      DROP TRIGGER IF EXISTS "${table}_genres_terms_insert" ON "${table}_genres";
      CREATE TRIGGER "${table}_genres_terms_insert" AFTER INSERT ON "${table}_genres"
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_listing_genre_terms();
      DROP TRIGGER IF EXISTS "${table}_genres_terms_update" ON "${table}_genres";
      CREATE TRIGGER "${table}_genres_terms_update" AFTER UPDATE ON "${table}_genres"
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_listing_genre_terms();
      DROP TRIGGER IF EXISTS "${table}_genres_terms_delete" ON "${table}_genres";
      CREATE TRIGGER "${table}_genres_terms_delete" AFTER DELETE ON "${table}_genres"
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_listing_genre_terms();
    `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(
      sql.raw(`
      DROP TRIGGER IF EXISTS "${table}_genres_terms_insert" ON "${table}_genres";
      DROP TRIGGER IF EXISTS "${table}_genres_terms_update" ON "${table}_genres";
      DROP TRIGGER IF EXISTS "${table}_genres_terms_delete" ON "${table}_genres";
      DROP TRIGGER IF EXISTS "${table}_terms_insert" ON "${table}";
      DROP TRIGGER IF EXISTS "${table}_terms_update" ON "${table}";
      ALTER TABLE "${table}" DROP COLUMN IF EXISTS "search_terms";
    `),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS tarima_listing_genre_terms();
    DROP FUNCTION IF EXISTS tarima_listing_terms_row();
    DROP FUNCTION IF EXISTS tarima_listing_terms(text, text, text, text[]);
  `)
}
