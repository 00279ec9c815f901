import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: live updates. Triggers announce new messages and notifications (and their reading)
// on the channel "tarima_live" with NOTIFY, which PostgreSQL delivers only when the transaction
// commits, to every app instance listening. The payload carries ids and the member to tell, never
// content: the stream forwards each event to that member's open pages only.
// Identical notifications inside one transaction are merged, so marking a whole thread read
// announces it once.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION "tarima_live_messages"() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'message', 'to', NEW.recipient_id, 'conversationId', NEW.conversation_id,
          'messageId', NEW.id, 'senderId', NEW.sender_id)::text);
      ELSIF NEW.read_at IS NOT NULL AND OLD.read_at IS NULL THEN
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'messages-read', 'to', NEW.recipient_id,
          'conversationId', NEW.conversation_id)::text);
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'messages-read', 'to', NEW.sender_id,
          'conversationId', NEW.conversation_id)::text);
      END IF;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION "tarima_live_notifications"() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'notification', 'to', NEW.recipient_id, 'notificationId', NEW.id)::text);
      ELSIF NEW.read IS TRUE AND OLD.read IS NOT TRUE THEN
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'notifications-read', 'to', NEW.recipient_id)::text);
      END IF;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;

    DROP TRIGGER IF EXISTS "messages_live" ON "messages";
    CREATE TRIGGER "messages_live" AFTER INSERT OR UPDATE OF "read_at" ON "messages"
      FOR EACH ROW EXECUTE FUNCTION "tarima_live_messages"();

    DROP TRIGGER IF EXISTS "notifications_live" ON "notifications";
    CREATE TRIGGER "notifications_live" AFTER INSERT OR UPDATE OF "read" ON "notifications"
      FOR EACH ROW EXECUTE FUNCTION "tarima_live_notifications"();

    -- Unread counts per conversation for the conversation list.
    CREATE INDEX IF NOT EXISTS "messages_unread_idx" ON "messages" ("recipient_id", "conversation_id")
      WHERE "read_at" IS NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER IF EXISTS "messages_live" ON "messages";
    DROP TRIGGER IF EXISTS "notifications_live" ON "notifications";
    DROP FUNCTION IF EXISTS "tarima_live_messages"();
    DROP FUNCTION IF EXISTS "tarima_live_notifications"();
    DROP INDEX IF EXISTS "messages_unread_idx";
  `)
}
