import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: rate-limit counters live in PostgreSQL so every app instance sees the same limits.
// One row per key (e.g. "contact:ip:1.2.3.4") and fixed window; old windows are swept on write.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "rate_limits" (
      "key" varchar(200) NOT NULL,
      "window_start" timestamptz NOT NULL,
      "hits" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("key", "window_start")
    );
    CREATE INDEX IF NOT EXISTS "rate_limits_window_idx" ON "rate_limits" ("window_start");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
