import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the system files reports of its own, without a reporter, on opportunities that
// ask for money to apply (src/features/opportunities/scam-signals.ts), with the phrases found.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;
    ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "signals" varchar;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "reports" WHERE "reporter_id" IS NULL;
    ALTER TABLE "reports" ALTER COLUMN "reporter_id" SET NOT NULL;
    ALTER TABLE "reports" DROP COLUMN IF EXISTS "signals";
  `)
}
