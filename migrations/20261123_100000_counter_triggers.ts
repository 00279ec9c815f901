import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the counters shown on screen (likes, comments, followers, following, posts) are
// kept by PostgreSQL itself, so they stay exact under any concurrency and no request can freeze
// the site around them.
//
// - Each counted row adds or subtracts one on its parent in a single `SET n = n + 1` statement,
//   which PostgreSQL re-reads on the newest version of the parent row: concurrent likes never
//   lose one, and nothing is recounted from a snapshot that may be stale.
// - The triggers are DEFERRABLE INITIALLY DEFERRED: they run at COMMIT, so the parent row is
//   locked only for the instant of the commit, never while the request is still running its
//   hooks or waiting for anything else (the old hooks held `SELECT … FOR UPDATE` for the whole
//   request, and a request holding it while waiting for another pool connection froze the site).
// - A follow touches two profiles; their rows are locked in user-id order, so two members
//   following each other at once cannot deadlock.
// - Guards on the parents keep the counters as they are in any UPDATE that does not come from a
//   counting trigger (pg_trigger_depth() = 1): an admin save of a post that read the counter
//   before a like committed cannot write the old number back.
// Every counter is recounted once here, from its rows.

type Counter = {
  parent: string
  key: string
  counter: string
  child: string
  via: string
  visibleOnly?: boolean
}

const COUNTERS: Counter[] = [
  { parent: 'posts', key: 'id', counter: 'likes_count', child: 'post_likes', via: 'post_id' },
  {
    parent: 'posts',
    key: 'id',
    counter: 'comments_count',
    child: 'post_comments',
    via: 'post_id',
    visibleOnly: true,
  },
  { parent: 'blog_posts', key: 'id', counter: 'likes_count', child: 'blog_likes', via: 'post_id' },
  {
    parent: 'blog_posts',
    key: 'id',
    counter: 'comments_count',
    child: 'blog_comments',
    via: 'post_id',
    visibleOnly: true,
  },
  { parent: 'profiles', key: 'user_id', counter: 'posts_count', child: 'posts', via: 'user_id' },
]

const FOLLOW_COUNTERS: Counter[] = [
  {
    parent: 'profiles',
    key: 'user_id',
    counter: 'followers_count',
    child: 'follows',
    via: 'following_id',
  },
  {
    parent: 'profiles',
    key: 'user_id',
    counter: 'following_count',
    child: 'follows',
    via: 'follower_id',
  },
  {
    parent: 'artists',
    key: 'user_id',
    counter: 'followers_count',
    child: 'follows',
    via: 'following_id',
  },
  {
    parent: 'producers',
    key: 'user_id',
    counter: 'followers_count',
    child: 'follows',
    via: 'following_id',
  },
]

/** The counter columns of each parent table, which only the counting triggers may change. */
const GUARDED: Record<string, string[]> = {}
for (const { parent, counter } of [...COUNTERS, ...FOLLOW_COUNTERS]) {
  GUARDED[parent] = [...new Set([...(GUARDED[parent] ?? []), counter])]
}

const triggerName = (c: Counter) => `tarima_count_${c.child}_${c.counter}`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    -- One counted row moved from one parent (old) to another (new); either may be null.
    -- Arguments: parent table, parent key column, counter column, via column, 'visible' or ''.
    CREATE OR REPLACE FUNCTION "tarima_count"() RETURNS trigger AS $$
    DECLARE
      old_parent integer;
      new_parent integer;
    BEGIN
      IF TG_OP <> 'INSERT' AND (TG_ARGV[4] <> 'visible' OR (to_jsonb(OLD) ->> 'hidden') IS DISTINCT FROM 'true') THEN
        old_parent := (to_jsonb(OLD) ->> TG_ARGV[3])::integer;
      END IF;
      IF TG_OP <> 'DELETE' AND (TG_ARGV[4] <> 'visible' OR (to_jsonb(NEW) ->> 'hidden') IS DISTINCT FROM 'true') THEN
        new_parent := (to_jsonb(NEW) ->> TG_ARGV[3])::integer;
      END IF;
      IF old_parent IS NOT DISTINCT FROM new_parent THEN
        RETURN NULL;
      END IF;
      IF old_parent IS NOT NULL THEN
        EXECUTE format('UPDATE %I SET %I = %I - 1 WHERE %I = $1',
          TG_ARGV[0], TG_ARGV[2], TG_ARGV[2], TG_ARGV[1]) USING old_parent;
      END IF;
      IF new_parent IS NOT NULL THEN
        EXECUTE format('UPDATE %I SET %I = %I + 1 WHERE %I = $1',
          TG_ARGV[0], TG_ARGV[2], TG_ARGV[2], TG_ARGV[1]) USING new_parent;
      END IF;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;

    -- A follow changes the followed member's follower counts (profile and listings) and the
    -- follower's following count; both profiles are locked first, in user-id order.
    CREATE OR REPLACE FUNCTION "tarima_follow_change"(follower integer, followed integer, delta integer)
    RETURNS void AS $$
    BEGIN
      IF follower IS NULL OR followed IS NULL THEN
        RETURN;
      END IF;
      PERFORM 1 FROM profiles WHERE user_id IN (follower, followed) ORDER BY user_id FOR UPDATE;
      UPDATE profiles SET followers_count = followers_count + delta WHERE user_id = followed;
      UPDATE profiles SET following_count = following_count + delta WHERE user_id = follower;
      UPDATE artists SET followers_count = followers_count + delta WHERE user_id = followed;
      UPDATE producers SET followers_count = followers_count + delta WHERE user_id = followed;
    END;
    $$ LANGUAGE plpgsql;

    CREATE OR REPLACE FUNCTION "tarima_count_follows"() RETURNS trigger AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM tarima_follow_change(OLD.follower_id, OLD.following_id, -1);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM tarima_follow_change(NEW.follower_id, NEW.following_id, 1);
      END IF;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql;

    -- Counters change only from the counting triggers above (depth > 1), never from a plain UPDATE.
    -- Argument: the guarded columns, comma-separated.
    CREATE OR REPLACE FUNCTION "tarima_keep_counters"() RETURNS trigger AS $$
    DECLARE
      kept jsonb;
    BEGIN
      IF pg_trigger_depth() > 1 THEN
        RETURN NEW;
      END IF;
      SELECT jsonb_object_agg(name, to_jsonb(OLD) -> name) INTO kept
        FROM unnest(string_to_array(TG_ARGV[0], ',')) AS name;
      NEW := jsonb_populate_record(NEW, kept);
      RETURN NEW;
    END;
    $$ LANGUAGE plpgsql;
  `)

  for (const c of COUNTERS) {
    const columns = c.visibleOnly ? `${c.via}, hidden` : c.via
    await db.execute(
      sql.raw(`
      DROP TRIGGER IF EXISTS "${triggerName(c)}" ON "${c.child}";
      CREATE CONSTRAINT TRIGGER "${triggerName(c)}"
        AFTER INSERT OR DELETE OR UPDATE OF ${columns} ON "${c.child}"
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        EXECUTE FUNCTION tarima_count('${c.parent}', '${c.key}', '${c.counter}', '${c.via}',
          '${c.visibleOnly ? 'visible' : ''}');`),
    )
  }
  await db.execute(sql`
    DROP TRIGGER IF EXISTS "tarima_count_follows" ON "follows";
    CREATE CONSTRAINT TRIGGER "tarima_count_follows"
      AFTER INSERT OR DELETE OR UPDATE OF follower_id, following_id ON "follows"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      EXECUTE FUNCTION tarima_count_follows();
  `)

  // Recount every counter from its rows, then guard them.
  for (const c of [...COUNTERS, ...FOLLOW_COUNTERS]) {
    const visible = c.visibleOnly ? ' AND hidden IS NOT TRUE' : ''
    await db.execute(
      sql.raw(`
      UPDATE "${c.parent}" AS p SET "${c.counter}" = (
        SELECT count(*) FROM "${c.child}" AS c WHERE c."${c.via}" = p."${c.key}"${visible}
      )`),
    )
  }
  for (const [parent, columns] of Object.entries(GUARDED)) {
    await db.execute(
      sql.raw(`
      DROP TRIGGER IF EXISTS "tarima_keep_counters" ON "${parent}";
      CREATE TRIGGER "tarima_keep_counters" BEFORE UPDATE ON "${parent}"
        FOR EACH ROW EXECUTE FUNCTION tarima_keep_counters('${columns.join(',')}');`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const parent of Object.keys(GUARDED)) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "tarima_keep_counters" ON "${parent}";`))
  }
  for (const c of COUNTERS) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${triggerName(c)}" ON "${c.child}";`))
  }
  await db.execute(sql`
    DROP TRIGGER IF EXISTS "tarima_count_follows" ON "follows";
    DROP FUNCTION IF EXISTS tarima_keep_counters();
    DROP FUNCTION IF EXISTS tarima_count_follows();
    DROP FUNCTION IF EXISTS tarima_follow_change(integer, integer, integer);
    DROP FUNCTION IF EXISTS tarima_count();
  `)
}
