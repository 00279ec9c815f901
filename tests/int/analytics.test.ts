import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, founderLogin, signUp, userWithRole } from '../helpers/api'

let db: pg.Client

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
})
afterAll(() => db.end())

const track = (events: unknown[], token?: string) =>
  api('POST', '/api/analytics-events/track', { token, body: { events } })

const rowsFor = async (path: string) =>
  (
    await db.query(
      `SELECT event_type, page_url, element_name, blog_post_id, metadata, user_id, user_agent
         FROM analytics_events WHERE page_url = $1 ORDER BY id`,
      [path],
    )
  ).rows

const summary = (token?: string) => api('GET', '/api/analytics-events/summary', { token })

describe('analytics events', () => {
  it('stores a batch with the member but never an IP address or cookie', async () => {
    const member = await signUp()
    const path = `/prueba/${randomUUID()}`
    const reply = await track(
      [
        { type: 'page_view', path },
        { type: 'cta_click', path, elementName: 'inicio-unete', metadata: { posicion: 1 } },
      ],
      member.token,
    )
    expect(reply.status).toBe(200)
    const rows = await rowsFor(path)
    expect(rows).toMatchObject([
      { event_type: 'page_view', user_id: member.id, element_name: null },
      {
        event_type: 'cta_click',
        user_id: member.id,
        element_name: 'inicio-unete',
        metadata: { posicion: 1 },
      },
    ])
    const columns = (
      await db.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_events'`,
      )
    ).rows.map((row) => row.column_name as string)
    expect(columns.some((name) => /ip|cookie|session/i.test(name))).toBe(false)

    await track([{ type: 'page_view', path }])
    expect((await rowsFor(path)).at(-1)).toMatchObject({ user_id: null })
  })

  it('keeps a News+ read with its article, and drops an unknown article id', async () => {
    const [post] = (await db.query(`SELECT id, slug FROM blog_posts WHERE exclusive LIMIT 1`)).rows
    const path = `/news/${post.slug}-${randomUUID()}`
    await track([
      { type: 'blog_read', path, blogPostId: post.id },
      { type: 'blog_read', path, blogPostId: 2_000_000_000 },
    ])
    expect((await rowsFor(path)).map((row) => row.blog_post_id)).toEqual([post.id, null])
  })

  it('refuses bad batches and stores nothing from them', async () => {
    const path = `/prueba/${randomUUID()}`
    const bad = [
      [{ type: 'hack', path }],
      [{ type: 'page_view', path: `${path}?email=a@b.c` }],
      [{ type: 'page_view', path: 'https://otro.sitio/' }],
      Array.from({ length: 21 }, () => ({ type: 'page_view', path })),
      [],
    ]
    for (const events of bad) expect((await track(events)).status).toBe(400)
    expect(await rowsFor(path)).toEqual([])
  })

  it('gives founders, and only founders, the 30-day summary aggregated from the events', async () => {
    for (const who of [undefined, (await signUp()).token, (await userWithRole('editor')).token]) {
      expect((await summary(who)).status).toBe(403)
    }
    const path = `/prueba/${randomUUID()}`
    const before = (await summary((await founderLogin()).token)).body
    const viewsToday = before.visits.at(-1).views as number

    // Enough views of one page to enter the top 10 whatever else the run recorded.
    const views = Math.max(60, ...before.topPages.map((page: { views: number }) => page.views + 1))
    for (let sent = 0; sent < views; sent += 20) {
      const size = Math.min(20, views - sent)
      expect(
        (await track(Array.from({ length: size }, () => ({ type: 'page_view', path })))).status,
      ).toBe(200)
    }
    await track([{ type: 'cta_click', path, elementName: `cta-${path}` }])

    const { status, body } = await summary((await founderLogin()).token)
    expect(status).toBe(200)
    expect(body.visits).toHaveLength(30)
    expect(body.visits.at(-1).views).toBeGreaterThanOrEqual(viewsToday + views)
    expect(body.topPages[0]).toEqual({ path, views })
    expect(body.topCtas).toContainEqual({ name: `cta-${path}`, clicks: 1 })
    expect(body.newUsersLast7Days).toBeGreaterThan(0)
    expect(body.insights.approvedApplications).toBe(
      Number(
        (await db.query(`SELECT count(*) FROM applications WHERE status = 'approved'`)).rows[0]
          .count,
      ),
    )
  })
})
