import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the target of the News+ call-to-action button, an editor setting of the site
// settings global (collections/SiteSettings.ts, `newsCtaUrl`). Empty means the default of
// src/features/site/site-settings.ts.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "news_cta_url" varchar;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "news_cta_url";
  `)
}
