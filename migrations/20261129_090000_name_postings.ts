import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: name searches with tens of thousands of matches at a million listings (docs/PERFORMANCE.md,
// "A escala"). "luna" starts 1 name in 20: 50,000 listings. Through the GIN index of
// tarima_name_words(name) (20261128_090000_name_words) each match was a table row to read, just to
// count it, and its rank (src/features/directory/sql.ts) called tarima_normalize on its name again:
// about 400 ms. Now:
// - name_key: the name as search compares it, its words (tarima_normalize, a-z and 0-9 only)
//   joined by single spaces, computed by PostgreSQL on every write (a STORED generated column;
//   Payload does not know it, and with `push` off in payload.config.ts never touches it). Ranking
//   compares it as plain text, and its btree index (with the id, so read alone) answers "the same
//   name" and "starts with" as ranges.
// - <table>_name_words: one row per word of a listing's name, (word, parent_id) its primary key.
//   The listings having a word are read from that index alone (an index-only scan) instead of
//   from the table, so counting 25,000 of them takes milliseconds; (parent_id, word) checks one
//   listing's words. It replaces the GIN index.
// Triggers keep the words: per statement on insert (a bulk insert adds them in one go), per row
// on a rename, deleted with the listing.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION tarima_post_name_words() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      BEGIN
        EXECUTE format(
          'INSERT INTO %I (word, parent_id)
             SELECT DISTINCT unnest(string_to_array(c.name_key, '' '')), c.id FROM changed c',
          TG_TABLE_NAME || '_name_words');
        RETURN NULL;
      END
    $fn$;

    CREATE OR REPLACE FUNCTION tarima_repost_name_words() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      BEGIN
        EXECUTE format('DELETE FROM %I WHERE parent_id = $1', TG_TABLE_NAME || '_name_words')
          USING NEW.id;
        EXECUTE format(
          'INSERT INTO %I (word, parent_id)
             SELECT DISTINCT unnest(string_to_array($1, '' '')), $2',
          TG_TABLE_NAME || '_name_words')
          USING NEW.name_key, NEW.id;
        RETURN NULL;
      END
    $fn$;
  `)
  for (const table of ['artists', 'producers']) {
    await db.execute(
      sql.raw(`
      ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS "name_key" text GENERATED ALWAYS AS
        (trim(regexp_replace(public.tarima_normalize("name"), '[^a-z0-9]+', ' ', 'g'))) STORED;
      CREATE INDEX IF NOT EXISTS "${table}_name_key_idx"
        ON "${table}" ("name_key" text_pattern_ops) INCLUDE ("id");

      CREATE TABLE IF NOT EXISTS "${table}_name_words" (
        "word" text NOT NULL,
        "parent_id" integer NOT NULL REFERENCES "${table}" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("word", "parent_id")
      );
      CREATE INDEX IF NOT EXISTS "${table}_name_words_parent_idx"
        ON "${table}_name_words" ("parent_id", "word");
      INSERT INTO "${table}_name_words" (word, parent_id)
        SELECT DISTINCT unnest(string_to_array(name_key, ' ')), id FROM "${table}"
        ON CONFLICT DO NOTHING;

      DROP TRIGGER IF EXISTS "${table}_name_postings_insert" ON "${table}";
      CREATE TRIGGER "${table}_name_postings_insert" AFTER INSERT ON "${table}"
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_post_name_words();
      DROP TRIGGER IF EXISTS "${table}_name_postings_update" ON "${table}";
      CREATE TRIGGER "${table}_name_postings_update" AFTER UPDATE OF "name" ON "${table}"
        FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
        EXECUTE FUNCTION tarima_repost_name_words();

      DROP INDEX IF EXISTS "${table}_name_words_idx";
    `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['artists', 'producers']) {
    await db.execute(
      sql.raw(`
      CREATE INDEX IF NOT EXISTS "${table}_name_words_idx"
        ON "${table}" USING gin (tarima_name_words("name"));
      DROP TRIGGER IF EXISTS "${table}_name_postings_insert" ON "${table}";
      DROP TRIGGER IF EXISTS "${table}_name_postings_update" ON "${table}";
      DROP TABLE IF EXISTS "${table}_name_words";
      ALTER TABLE "${table}" DROP COLUMN IF EXISTS "name_key";
    `),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS tarima_post_name_words();
    DROP FUNCTION IF EXISTS tarima_repost_name_words();
  `)
}
