import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the rate-limit counters (migrations/20261121_070000_rate_limits.ts) as an UNLOGGED
// table. A write to it makes no WAL, so the statement that counts a member's write
// (src/lib/sql-write.ts sessionWriter) commits without waiting for the disk: under 50 concurrent
// writers that wait was a third of a post's time (npm run bench, docs/PERFORMANCE.md «Miembros»). After a
// crash PostgreSQL empties the table, which only gives everyone a fresh budget for the hour; no
// standby has it, and none is asked for it (every count is a write on the primary).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "rate_limits" SET UNLOGGED;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "rate_limits" SET LOGGED;`)
}
