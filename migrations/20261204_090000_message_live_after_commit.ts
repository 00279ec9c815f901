import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: a new message is no longer announced live by a trigger of `messages`
// (migrations/20261121_120000_live_notify.ts), but by its sender's code once the message is saved
// (src/features/notifications/sql.ts announceMessage). PostgreSQL lets one NOTIFYing transaction
// commit at a time and holds that turn until the commit is on disk, so with the NOTIFY in the
// message's own transaction messages were sent one disk flush at a time, across the whole site
// (with a 3 ms flush: 146 messages a second, p95 414 ms; docs/PERFORMANCE.md «Miembros»). The reading of a
// message is still announced by the trigger: it is rarer, and its UPDATE commits anyway.
/** The reading of a message, told to both members (unchanged from the first migration). */
const ANNOUNCE_READ = `
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'messages-read', 'to', NEW.recipient_id,
          'conversationId', NEW.conversation_id)::text);
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'messages-read', 'to', NEW.sender_id,
          'conversationId', NEW.conversation_id)::text);`

const liveMessages = (branches: string, events: string) =>
  sql.raw(`
    CREATE OR REPLACE FUNCTION "tarima_live_messages"() RETURNS trigger AS $$
    BEGIN
      ${branches}
      END IF;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;

    DROP TRIGGER IF EXISTS "messages_live" ON "messages";
    CREATE TRIGGER "messages_live" AFTER ${events} ON "messages"
      FOR EACH ROW EXECUTE FUNCTION "tarima_live_messages"();
  `)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    liveMessages(
      `IF NEW.read_at IS NOT NULL AND OLD.read_at IS NULL THEN${ANNOUNCE_READ}`,
      'UPDATE OF "read_at"',
    ),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    liveMessages(
      `IF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('tarima_live', json_build_object(
          'type', 'message', 'to', NEW.recipient_id, 'conversationId', NEW.conversation_id,
          'messageId', NEW.id, 'senderId', NEW.sender_id)::text);
      ELSIF NEW.read_at IS NOT NULL AND OLD.read_at IS NULL THEN${ANNOUNCE_READ}`,
      'INSERT OR UPDATE OF "read_at"',
    ),
  )
}
