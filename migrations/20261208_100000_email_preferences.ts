import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written for the e-mail alerts (src/features/email-alerts):
// - the member's preferences, the `emailAlerts` group of collections/Users/emailAlerts.ts, with
//   the defaults every account starts with (existing ones included);
// - the `sendEmailAlerts` task of the jobs queue (src/features/email-alerts/sending.ts);
// - `email_alerts`, outside Payload: one row per alert e-mail, queued, sent, skipped or failed.
//   It is also the memory of what went out: an unread-message e-mail per conversation at most
//   every few hours, a digest once per period.
// - an index of the messages still unread, by age, for the check that finds them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_users_email_alerts_opportunity_digest" AS ENUM('off', 'daily', 'weekly');
  ALTER TABLE "users" ADD COLUMN "email_alerts_opportunity_digest" "enum_users_email_alerts_opportunity_digest" DEFAULT 'weekly' NOT NULL;
  ALTER TABLE "users" ADD COLUMN "email_alerts_opportunity_activity" boolean DEFAULT true NOT NULL;
  ALTER TABLE "users" ADD COLUMN "email_alerts_unread_messages" boolean DEFAULT true NOT NULL;
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'sendEmailAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'sendEmailAlerts' BEFORE 'schedulePublish';

  CREATE TABLE "email_alerts" (
    "id" bigserial PRIMARY KEY,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
    "category" text NOT NULL CHECK ("category" IN ('messages', 'digest')),
    -- An unread-message e-mail: its conversation and the newest unread message it was for.
    "conversation_id" integer REFERENCES "conversations"("id") ON DELETE cascade,
    "message_id" integer REFERENCES "messages"("id") ON DELETE set null,
    -- A digest: the opportunities published since then.
    "since" timestamptz,
    "status" text NOT NULL DEFAULT 'pending'
      CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
    "attempts" integer NOT NULL DEFAULT 0,
    "error" text,
    "claimed_at" timestamptz,
    -- After a failed attempt, the next one waits until then.
    "not_before" timestamptz,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "sent_at" timestamptz,
    CHECK (("category" = 'messages') = ("conversation_id" IS NOT NULL))
  );
  -- The sender's next batch.
  CREATE INDEX "email_alerts_todo_idx" ON "email_alerts" ("id") WHERE "status" IN ('pending', 'sending');
  -- The last unread-message e-mail of a conversation, and a member's last digest.
  CREATE INDEX "email_alerts_conversation_idx" ON "email_alerts" ("user_id", "conversation_id", "created_at")
    WHERE "category" = 'messages';
  CREATE INDEX "email_alerts_digest_idx" ON "email_alerts" ("user_id", "created_at")
    WHERE "category" = 'digest';
  CREATE INDEX "email_alerts_created_at_idx" ON "email_alerts" ("created_at");

  CREATE INDEX "messages_unread_created_idx" ON "messages" ("created_at") WHERE "read_at" IS NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "messages_unread_created_idx";
  DROP TABLE IF EXISTS "email_alerts";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "email_alerts_opportunity_digest";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "email_alerts_opportunity_activity";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "email_alerts_unread_messages";
  DROP TYPE IF EXISTS "public"."enum_users_email_alerts_opportunity_digest";
  `)
}
