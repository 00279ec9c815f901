import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the directory's search finds the words of bios ("perreo" in "Mezcla perreo
// melódico…"). search_terms (20261201_090000_listing_terms) gains each listing's bio words as
// b:word: as the search compares them (tarima_normalize, split at anything but a-z and 0-9), of
// four characters or more (BIO_WORD_MIN in src/features/directory/search-text.ts), so "de", "con"
// or "que" do not swell the index. A bio word is then one more term of its word in the same GIN
// index (src/features/directory/sql.ts). The row trigger also runs when the bio changes.
const TABLES = ['artists', 'producers'] as const

/** The name_key of a name, as the generated column computes it (20261129_090000_name_postings). */
const nameKey = (name: string) =>
  `trim(regexp_replace(public.tarima_normalize(${name}), '[^a-z0-9]+', ' ', 'g'))`

/** A listing's terms: `row` its alias, `key` its name_key, `genres` its genre values. */
type Terms = (row: string, key: string, genres: string) => string
const withBio: Terms = (row, key, genres) =>
  `tarima_listing_terms(${key}, ${row}.country::text, ${row}.role::text, ${genres}, ${row}.bio)`
const withoutBio: Terms = (row, key, genres) =>
  `tarima_listing_terms(${key}, ${row}.country::text, ${row}.role::text, ${genres})`

/**
 * The trigger functions of 20261201_090000_listing_terms with these terms, the update triggers
 * on these columns, and every listing's terms computed again.
 */
function keepTerms(terms: Terms, columns: string[]) {
  const changed = columns.map((column) => `OLD."${column}" IS DISTINCT FROM NEW."${column}"`)
  return `
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
        -- name_key, a generated column, is not computed yet here.
        NEW.search_terms := ${terms('NEW', nameKey('NEW.name'), 'genres')};
        RETURN NEW;
      END
    $fn$;

    CREATE OR REPLACE FUNCTION tarima_listing_genre_terms() RETURNS trigger
      LANGUAGE plpgsql AS $fn$
      DECLARE
        listings text := left(TG_TABLE_NAME, -length('_genres'));
      BEGIN
        EXECUTE format(
          'UPDATE %I l SET search_terms = ${terms(
            'l',
            'l.name_key',
            'ARRAY(SELECT g.value::text FROM %I g WHERE g.parent_id = l.id)',
          )}
            WHERE l.id IN (SELECT parent_id FROM changed)',
          listings, TG_TABLE_NAME);
        RETURN NULL;
      END
    $fn$;
    ${TABLES.map(
      (table) => `
      DROP TRIGGER IF EXISTS "${table}_terms_update" ON "${table}";
      CREATE TRIGGER "${table}_terms_update"
        BEFORE UPDATE OF ${columns.map((column) => `"${column}"`).join(', ')} ON "${table}"
        FOR EACH ROW WHEN (${changed.join(' OR ')})
        EXECUTE FUNCTION tarima_listing_terms_row();
      UPDATE "${table}" l SET search_terms = ${terms(
        'l',
        'l.name_key',
        `ARRAY(SELECT g.value::text FROM "${table}_genres" g WHERE g.parent_id = l.id)`,
      )};`,
    ).join('\n')}
  `
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION tarima_listing_terms(name_key text, country text, role text,
        genres text[], bio text) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT ARRAY(SELECT DISTINCT term FROM unnest(
            tarima_listing_terms(name_key, country, role, genres)
            || ARRAY(SELECT 'b:' || word
                FROM regexp_split_to_table(public.tarima_normalize(coalesce(bio, '')), '[^a-z0-9]+') word
                WHERE length(word) >= 4)) term
          ORDER BY term)
      $fn$;
    ${keepTerms(withBio, ['name', 'country', 'role', 'bio'])}
  `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    ${keepTerms(withoutBio, ['name', 'country', 'role'])}
    DROP FUNCTION IF EXISTS tarima_listing_terms(text, text, text, text[], text);
  `),
  )
}
