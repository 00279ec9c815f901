// The member paths a signed-in page calls, measured on the site and on the floor (bench/floor.ts:
// a bare server with the same SQL on the same database) one after the other with the same load,
// and the ratio of the two: item "Miembros" of docs/PERFORMANCE.md.
import type { ChildProcess } from 'node:child_process'

import pg from 'pg'

import { DIRECTORY_PAGE_SIZE } from '../src/lib/limits'
import { startServer, stopServer, waitForUrl } from '../scripts/lib/processes'
import { measure, type LoadResult, type Target } from './load'

export type MemberResult = {
  key: string
  label: string
  path: string
  site: LoadResult
  floor: LoadResult
  /** The site's requests per second divided by the floor's. */
  ratio: number
}

/** At least half the floor with p95 under 100 ms at the run's connections (the target). */
export const MEMBER_BUDGET = { floorShare: 0.5, p95Ms: 100 } as const

const COMMENTS_ON_MEASURED_POST = 30

/** Paths to measure, found as the signed-in member sees the site. */
async function memberTargets(
  base: string,
  dbUrl: string,
  userId: number,
  headers: Record<string, string>,
): Promise<Target[]> {
  const feed = async (query = '') => {
    const response = await fetch(`${base}/api/posts/feed${query}`, { headers })
    if (!response.ok) throw new Error(`El feed respondió ${response.status}`)
    return (await response.json()) as {
      posts: { id: number; author: { userId: number } }[]
      nextCursor: string
    }
  }
  const first = await feed()
  const second = await feed(`?cursor=${first.nextCursor}`)
  const third = `?cursor=${second.nextCursor}`
  const post = first.posts[0]!
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 })
  let conversation: number
  try {
    // The post measured for its comments gets some, once (the seed makes none).
    await pool.query(
      `INSERT INTO post_comments (post_id, user_id, content, created_at, updated_at)
       SELECT $1, u.id, 'Comentario de prueba ' || n, now() - (n || ' minutes')::interval, now()
       FROM generate_series(1, $2::int - (SELECT count(*)::int FROM post_comments WHERE post_id = $1)) n
       JOIN LATERAL (SELECT id FROM users ORDER BY id OFFSET n LIMIT 1) u ON true`,
      [post.id, COMMENTS_ON_MEASURED_POST],
    )
    const { rows } = await pool.query<{ id: number }>(
      `SELECT c.id FROM conversations c
       WHERE c.participant_one_id = $1 OR c.participant_two_id = $1
       ORDER BY (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) DESC LIMIT 1`,
      [userId],
    )
    if (!rows[0]) throw new Error('El miembro del banco no tiene conversaciones')
    conversation = rows[0].id
  } finally {
    await pool.end()
  }
  return [
    { key: 'm-feed', label: 'Feed «Todos»', path: '/api/posts/feed', headers },
    {
      key: 'm-following',
      label: 'Feed «Siguiendo»',
      path: '/api/posts/feed?tab=following',
      headers,
    },
    { key: 'm-feed-3', label: 'Feed, tercera página', path: `/api/posts/feed${third}`, headers },
    {
      key: 'm-comments',
      label: 'Comentarios de un post',
      path: `/api/posts/${post.id}/comments`,
      headers,
    },
    { key: 'm-conversations', label: 'Conversaciones', path: '/api/conversations/mine', headers },
    {
      key: 'm-thread',
      label: 'Una conversación',
      path: `/api/conversations/${conversation}/messages`,
      headers,
    },
    {
      key: 'm-for-you',
      label: 'Oportunidades «Para ti»',
      path: '/api/opportunities/search?orden=para-ti',
      headers,
    },
    { key: 'm-notifications', label: 'Notificaciones', path: '/api/notifications/list', headers },
    { key: 'm-unread', label: 'No leídas', path: '/api/notifications/unread-count', headers },
    {
      key: 'm-profile',
      label: 'Perfil público con posts',
      path: `/profile/${post.author.userId}`,
      headers,
    },
    {
      key: 'm-more',
      label: 'Directorio «Cargar más»',
      path: `/artists?n=${DIRECTORY_PAGE_SIZE * 2}`,
      headers,
    },
  ]
}

/** The floor in its own process group, so stopServer() stops tsx and its child together. */
const startFloor = (env: NodeJS.ProcessEnv, port: number): ChildProcess =>
  startServer('npx', ['tsx', '--conditions=react-server', 'bench/floor.ts', String(port)], env)

/** Each member path on the site, then on the floor, with the same load; the floor is stopped after. */
export async function measureMemberPaths(options: {
  base: string
  dbUrl: string
  userId: number
  headers: Record<string, string>
  env: NodeJS.ProcessEnv
  load: { connections: number; duration: number; warmup: number }
  log: (line: string) => void
}): Promise<MemberResult[]> {
  const { base, load, log } = options
  const targets = await memberTargets(base, options.dbUrl, options.userId, options.headers)
  const floorPort = Number(process.env.BENCH_FLOOR_PORT || 3989)
  const floorBase = `http://localhost:${floorPort}`
  const floor = startFloor(options.env, floorPort)
  try {
    await waitForUrl(`${floorBase}/api/posts/feed`, 60_000)
    const results: MemberResult[] = []
    for (const target of targets) {
      log(`autocannon ${target.path} (sitio y suelo)…`)
      const site = await measure(base, target, load)
      const bare = await measure(floorBase, target, load)
      results.push({
        key: target.key,
        label: target.label,
        path: target.path,
        site,
        floor: bare,
        ratio: bare.rps ? Math.round((site.rps / bare.rps) * 100) / 100 : 0,
      })
    }
    return results
  } finally {
    await stopServer(floor)
  }
}

const fmt = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 })

/** The table of the member paths, with the budget of each. */
export function printMemberResults(results: MemberResult[]) {
  console.log(
    '\nRutas de miembros (sitio frente al suelo: servidor mínimo, mismo SQL y misma base de datos)',
  )
  console.log(
    ['Ruta', 'req/s', 'p50', 'p95', 'p99', 'suelo req/s', 'suelo p95', '× suelo', 'Presupuesto']
      .map((h, i) => (i ? h.padStart(11) : h.padEnd(34)))
      .join(''),
  )
  for (const r of results) {
    const ok =
      r.ratio >= MEMBER_BUDGET.floorShare &&
      r.site.p95 < MEMBER_BUDGET.p95Ms &&
      r.site.errors + r.site.timeouts + r.site.non2xx === 0
    console.log(
      [
        r.label.padEnd(34),
        fmt(r.site.rps).padStart(11),
        `${fmt(r.site.p50)} ms`.padStart(11),
        `${fmt(r.site.p95)} ms`.padStart(11),
        `${fmt(r.site.p99)} ms`.padStart(11),
        fmt(r.floor.rps).padStart(11),
        `${fmt(r.floor.p95)} ms`.padStart(11),
        fmt(r.ratio).padStart(11),
        `${ok ? '✓' : '✗'} ≥ 0,5 y < 100 ms`.padStart(22),
      ].join(''),
    )
  }
}
