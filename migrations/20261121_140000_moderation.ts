import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Moderation: profiles can be hidden after a report, reports carry the editor's action, and a
// member has at most one open report per content (the hook says so in Spanish; the index holds
// under simultaneous requests too).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_reports_action" AS ENUM('hide', 'dismiss', 'restore');
  ALTER TABLE "profiles" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "reports" ADD COLUMN "action" "enum_reports_action";
  CREATE INDEX "profiles_hidden_idx" ON "profiles" USING btree ("hidden");
  CREATE INDEX "reports_target_type_idx" ON "reports" USING btree ("target_type");
  CREATE UNIQUE INDEX "reports_one_open_per_member_idx" ON "reports" (
    "reporter_id", "target_type", COALESCE("post_id", "post_comment_id", "blog_comment_id", "profile_id")
  ) WHERE "status" = 'open';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "reports_one_open_per_member_idx";
  DROP INDEX "profiles_hidden_idx";
  DROP INDEX "reports_target_type_idx";
  ALTER TABLE "profiles" DROP COLUMN "hidden";
  ALTER TABLE "reports" DROP COLUMN "action";
  DROP TYPE "public"."enum_reports_action";`)
}
