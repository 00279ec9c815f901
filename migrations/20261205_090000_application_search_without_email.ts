import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: an application's search text (migrations/20261125_090000_admin_search.ts) no
// longer holds the applicant's e-mail. Editors may search applications but not read e-mails
// (README «Roles y acceso»), and a search that matched the address told them whose it was.

const withColumns = (columns: string[]) => {
  const text = (row: string) =>
    `concat_ws(' ', ${columns.map((column) => `tarima_search_part(${row}"${column}")`).join(', ')})`
  return sql.raw(`
    CREATE OR REPLACE FUNCTION tarima_applications_search_text() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW."search_text" := ${text('NEW.')};
      RETURN NEW;
    END
    $fn$;

    UPDATE "applications" SET "search_text" = ${text('')};
  `)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(withColumns(['artist_name', 'first_name', 'last_name']))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(withColumns(['artist_name', 'first_name', 'last_name', 'email']))
}
