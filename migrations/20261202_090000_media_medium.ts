import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the `medium` image size (768 px wide, uncropped) of collections/Media.ts, the
// columns Payload keeps for each size. Uploads made before it have none; pages then offer the
// sizes they have (src/features/profiles/media-url.ts, mediaSrcSet).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "media"
      ADD COLUMN IF NOT EXISTS "sizes_medium_url" varchar,
      ADD COLUMN IF NOT EXISTS "sizes_medium_width" numeric,
      ADD COLUMN IF NOT EXISTS "sizes_medium_height" numeric,
      ADD COLUMN IF NOT EXISTS "sizes_medium_mime_type" varchar,
      ADD COLUMN IF NOT EXISTS "sizes_medium_filesize" numeric,
      ADD COLUMN IF NOT EXISTS "sizes_medium_filename" varchar;
    CREATE INDEX IF NOT EXISTS "media_sizes_medium_sizes_medium_filename_idx"
      ON "media" USING btree ("sizes_medium_filename");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "media_sizes_medium_sizes_medium_filename_idx";
    ALTER TABLE "media"
      DROP COLUMN IF EXISTS "sizes_medium_url",
      DROP COLUMN IF EXISTS "sizes_medium_width",
      DROP COLUMN IF EXISTS "sizes_medium_height",
      DROP COLUMN IF EXISTS "sizes_medium_mime_type",
      DROP COLUMN IF EXISTS "sizes_medium_filesize",
      DROP COLUMN IF EXISTS "sizes_medium_filename";
  `)
}
