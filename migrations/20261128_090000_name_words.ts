import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: name searches at a million listings (docs/PERFORMANCE.md, "A escala"). Matching a word in
// names through the trigram index of 20261121_100000_directory_search rechecks every candidate
// name in the table: a typo ("valria") shares trigrams with 50,000 names there, each compared in
// turn (over 200 ms). Instead:
// - tarima_name_words(name): a name's words as the search compares them (tarima_normalize, split
//   at anything but a-z and 0-9), with a GIN index on each listing table;
// - listing_name_words: every word any listing's name has had, with its own trigram index. A few
//   thousand words in real names (a million in the bench, whose names end in a number): a typo or
//   part of a word is looked up here first, then the listings holding those words are read from
//   the array index, with no name rechecked (src/features/directory/sql.ts, nameCondition).
// Triggers keep the words as listings are created (per statement, so a bulk insert adds its words
// in one go) or renamed (per row, only when the name changes: the counter triggers of
// 20261123_100000_counter_triggers update listings on every follow). Words are never removed: a
// stale one only matches no listing.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION tarima_name_words(text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $fn$ SELECT array_remove(regexp_split_to_array(public.tarima_normalize($1), '[^a-z0-9]+'), '') $fn$;

    CREATE TABLE IF NOT EXISTS "listing_name_words" ("word" text PRIMARY KEY);
    CREATE INDEX IF NOT EXISTS "listing_name_words_trgm_idx"
      ON "listing_name_words" USING gin ("word" gin_trgm_ops);

    CREATE OR REPLACE FUNCTION tarima_keep_name_words() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO listing_name_words (word)
          SELECT DISTINCT unnest(tarima_name_words(name)) FROM changed
          ORDER BY 1
          ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END
    $fn$;

    CREATE OR REPLACE FUNCTION tarima_keep_renamed_words() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO listing_name_words (word)
          SELECT DISTINCT unnest(tarima_name_words(NEW.name))
          ORDER BY 1
          ON CONFLICT (word) DO NOTHING;
        RETURN NULL;
      END
    $fn$;

    INSERT INTO listing_name_words (word)
      SELECT unnest(tarima_name_words(name)) FROM artists
      UNION SELECT unnest(tarima_name_words(name)) FROM producers
      ON CONFLICT (word) DO NOTHING;
  `)
  for (const table of ['artists', 'producers']) {
    await db.execute(
      sql.raw(`
      CREATE INDEX IF NOT EXISTS "${table}_name_words_idx"
        ON "${table}" USING gin (tarima_name_words("name"));
      DROP TRIGGER IF EXISTS "${table}_name_words_insert" ON "${table}";
      CREATE TRIGGER "${table}_name_words_insert" AFTER INSERT ON "${table}"
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_keep_name_words();
      DROP TRIGGER IF EXISTS "${table}_name_words_update" ON "${table}";
      CREATE TRIGGER "${table}_name_words_update" AFTER UPDATE OF "name" ON "${table}"
        FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
        EXECUTE FUNCTION tarima_keep_renamed_words();
    `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['artists', 'producers']) {
    await db.execute(
      sql.raw(`
      DROP TRIGGER IF EXISTS "${table}_name_words_insert" ON "${table}";
      DROP TRIGGER IF EXISTS "${table}_name_words_update" ON "${table}";
      DROP INDEX IF EXISTS "${table}_name_words_idx";
    `),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS tarima_keep_name_words();
    DROP FUNCTION IF EXISTS tarima_keep_renamed_words();
    DROP TABLE IF EXISTS "listing_name_words";
    DROP FUNCTION IF EXISTS tarima_name_words(text);
  `)
}
