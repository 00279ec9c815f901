// The floor of the member paths (bench/members.ts): a bare Node HTTP server with one pg pool of
// 10 that answers each measured path with the same SQL statement the site runs for it (the
// feed's, a thread's, "Para ti"'s…), after the same session check (the token verified in memory,
// its session in one query), and sends the rows as JSON: no framework, no shaping. What the site
// reaches on a path divided by what this reaches on the same database in the same run is the
// share of the hardware the site uses. Its statements are not prepared (each is planned on every
// request, as most servers would run it); the site prepares them (src/lib/prepared-statements.ts;
// the opportunity search's excepted), which is why it can pass 1×. Started as its own process
// (`tsx bench/floor.ts <port>`), like the site, so the load generator never shares its event loop.
import { createServer, type ServerResponse } from 'node:http'

import pg from 'pg'

import { parseFilters } from '../src/features/directory/parse-filters'
import { directoryQuery } from '../src/features/directory/directory-key'
import { directoryRows } from '../src/features/directory/sql'
import { feedRows, postCommentRows } from '../src/features/feed/sql'
import { decodeCursor } from '../src/features/feed/feed-cursor'
import { conversationRows, threadRows } from '../src/features/messages/sql'
import { countUnread, notificationRows } from '../src/features/notifications/sql'
import { parseOpportunityFilters } from '../src/features/opportunities/opportunity-filters'
import { listOpportunities } from '../src/features/opportunities/opportunity-list'
import { FACE_SQL } from '../src/features/profiles/public-face'
import { sessionViewer, type Viewer } from '../src/lib/sql-read'
import { tokenSettingsFromEnv, verifySessionToken } from '../src/platform/session-token'

const port = Number(process.argv[2] || 3989)
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const settings = tokenSettingsFromEnv()

type Route = (url: URL, viewer: Viewer, match: RegExpExecArray) => Promise<unknown>

/** A public profile and its newest posts, in one statement (the page's data, without the page). */
const profileWithPosts = async (userId: number) =>
  (
    await pool.query(
      `SELECT face.*, (SELECT json_agg(p) FROM (
                SELECT id, content, likes_count, comments_count, created_at FROM posts
                WHERE user_id = $1 AND hidden IS NOT TRUE
                ORDER BY created_at DESC, id DESC LIMIT 20) p) AS posts
       FROM (SELECT $1::int AS user_id) u ${FACE_SQL.join('u.user_id', '0', 'false')}`,
      [userId],
    )
  ).rows

const ROUTES: [RegExp, Route][] = [
  [
    /^\/api\/posts\/feed$/,
    (url, viewer) =>
      feedRows(pool, viewer, {
        tab: url.searchParams.get('tab') === 'following' ? 'following' : 'all',
        cursor: decodeCursor(url.searchParams.get('cursor') ?? ''),
        limit: Number(url.searchParams.get('limit') || 10) + 1,
      }),
  ],
  [/^\/api\/posts\/(\d+)\/comments$/, (_, viewer, m) => postCommentRows(pool, viewer, +m[1]!)],
  [/^\/api\/conversations\/mine$/, (_, viewer) => conversationRows(pool, viewer)],
  [
    /^\/api\/conversations\/(\d+)\/messages$/,
    (_, viewer, m) => threadRows(pool, viewer, +m[1]!, 0, 31),
  ],
  [/^\/api\/notifications\/list$/, (_, viewer) => notificationRows(pool, viewer)],
  [
    /^\/api\/opportunities\/search$/,
    (url, viewer) => {
      const filters = parseOpportunityFilters(url.searchParams)
      return listOpportunities(pool, filters, viewer, { from: filters.pages, to: filters.pages })
    },
  ],
  [/^\/profile\/(\d+)$/, (_, __, m) => profileWithPosts(+m[1]!)],
  [/^\/artists$/, (url) => directoryRows(pool, directoryQuery(parseFilters(url.searchParams)))],
]

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
  })
  res.end(json)
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  void (async () => {
    const headers = new Headers(req.headers as Record<string, string>)
    const token = await verifySessionToken(settings, headers)
    if (url.pathname === '/api/notifications/unread-count') {
      // The site answers this one with a single statement that also checks the session.
      const count = token && (await countUnread(pool, token.userId, token.sid))
      return send(res, count && count.signedIn ? 200 : 401, count)
    }
    const viewer = token ? await sessionViewer(pool, token) : null
    if (!viewer) return send(res, 401, null)
    for (const [pattern, route] of ROUTES) {
      const match = pattern.exec(url.pathname)
      if (match) return send(res, 200, await route(url, viewer, match))
    }
    send(res, 404, null)
  })().catch((error: unknown) => {
    console.error(error)
    send(res, 500, null)
  })
}).listen(port, () => console.log(`[floor] http://localhost:${port}`))
