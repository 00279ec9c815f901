import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the admin names members by their public name and searches its lists without
// regard to case or accents ("jibaro" finds "El Jíbaro Nuevo").
//
// - users.public_name: the profile's public name (collections/Users/publicName.ts keeps it).
// - search_text on users, profiles, artists, producers, applications and blog posts (and the
//   blog's versions, which the admin lists for drafts): the row's names lower-cased and without
//   accents, as normalizeSearch() (src/features/directory/search-text.ts) normalises the term
//   searched (collections/hooks/searchable.ts). A trigger fills it in on every insert and update,
//   whoever writes (Payload, seeds, raw SQL); the admin's `like` is an ILIKE '%word%' per word,
//   which the trigram indexes serve.

type Source = { table: string; target: string; columns: string[] }

const SOURCES: Source[] = [
  { table: 'users', target: 'search_text', columns: ['public_name', 'first_name', 'last_name'] },
  {
    table: 'profiles',
    target: 'search_text',
    columns: ['display_name', 'first_name', 'last_name'],
  },
  { table: 'artists', target: 'search_text', columns: ['name', 'display_name'] },
  { table: 'producers', target: 'search_text', columns: ['name', 'display_name'] },
  {
    table: 'applications',
    target: 'search_text',
    columns: ['artist_name', 'first_name', 'last_name', 'email'],
  },
  { table: 'blog_posts', target: 'search_text', columns: ['title'] },
  { table: '_blog_posts_v', target: 'version_search_text', columns: ['version_title'] },
]

/** The search text of a row's columns (`row` is NEW in the trigger, the table in the backfill). */
const searchText = (row: string, columns: string[]) =>
  `concat_ws(' ', ${columns.map((column) => `tarima_search_part(${row}"${column}")`).join(', ')})`

const fn = ({ table }: Source) => `tarima_${table.replace(/^_/, '')}_search_text`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "public_name" varchar;

    -- One text as normalizeSearch() returns it (tarima_normalize: lower case, no accents; spaces
    -- collapsed; at most 100 characters), or NULL when empty, which concat_ws skips.
    CREATE OR REPLACE FUNCTION tarima_search_part(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $fn$ SELECT NULLIF(left(btrim(regexp_replace(tarima_normalize($1), '[[:space:]]+', ' ', 'g')), 100), '') $fn$;
  `)

  // publicNameOf(): the display name, else first and last name; else the account's own names.
  await db.execute(sql`
    UPDATE "users" u SET "public_name" = COALESCE(
      (SELECT COALESCE(
          NULLIF(btrim(p."display_name"), ''),
          NULLIF(btrim(concat_ws(' ', NULLIF(p."first_name", ''), NULLIF(p."last_name", ''))), '')
        ) FROM "profiles" p WHERE p."user_id" = u."id"),
      btrim(concat_ws(' ', NULLIF(u."first_name", ''), NULLIF(u."last_name", '')))
    );
  `)

  for (const source of SOURCES) {
    const { table, target, columns } = source
    await db.execute(
      sql.raw(`
        ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS "${target}" varchar;

        CREATE OR REPLACE FUNCTION ${fn(source)}() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN
          NEW."${target}" := ${searchText('NEW.', columns)};
          RETURN NEW;
        END
        $fn$;

        DROP TRIGGER IF EXISTS "${table}_search_text" ON "${table}";
        CREATE TRIGGER "${table}_search_text" BEFORE INSERT OR UPDATE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION ${fn(source)}();

        UPDATE "${table}" SET "${target}" = ${searchText('', columns)};

        CREATE INDEX IF NOT EXISTS "${table}_${target}_trgm_idx"
          ON "${table}" USING gin ("${target}" gin_trgm_ops);
      `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const source of SOURCES) {
    const { table, target } = source
    await db.execute(
      sql.raw(`
        DROP TRIGGER IF EXISTS "${table}_search_text" ON "${table}";
        DROP FUNCTION IF EXISTS ${fn(source)}();
        ALTER TABLE "${table}" DROP COLUMN IF EXISTS "${target}";
      `),
    )
  }
  await db.execute(sql`
    DROP FUNCTION IF EXISTS tarima_search_part(text);
    ALTER TABLE "users" DROP COLUMN IF EXISTS "public_name";
  `)
}
