import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: a change of e-mail waits for the link sent to the new address
// (src/features/accounts/email-change.ts). Only the token's hash is stored, indexed for the lookup.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "pending_email" varchar;
    ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "pending_email_token_hash" varchar;
    ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "pending_email_expires" timestamp(3) with time zone;
    CREATE INDEX IF NOT EXISTS "users_pending_email_token_hash_idx"
      ON "users" USING btree ("pending_email_token_hash");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "users_pending_email_token_hash_idx";
    ALTER TABLE "users" DROP COLUMN IF EXISTS "pending_email_expires";
    ALTER TABLE "users" DROP COLUMN IF EXISTS "pending_email_token_hash";
    ALTER TABLE "users" DROP COLUMN IF EXISTS "pending_email";
  `)
}
