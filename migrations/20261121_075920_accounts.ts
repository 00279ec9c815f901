import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "email_confirm_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "email_confirm_expires" timestamp(3) with time zone;
  CREATE INDEX "users_email_confirm_token_hash_idx" ON "users" USING btree ("email_confirm_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_email_confirm_token_hash_idx";
  ALTER TABLE "users" DROP COLUMN "email_confirm_token_hash";
  ALTER TABLE "users" DROP COLUMN "email_confirm_expires";`)
}
