// Scheduled and embargoed articles on every public surface within seconds of their time, and the
// editors' scheduling endpoints (src/features/blog/schedule-endpoints.ts): staff only, a time in
// the site's zone (America/Puerto_Rico), past times refused in Spanish, and cancelling. The server
// under test runs the jobs queue; this file only calls it over HTTP.
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, eventually, signUp, userWithRole, type Session } from '../helpers/api'
import { article, as, expectStatus, uniqueSlug } from '../helpers/access'

let editor: Session
let member: Session

beforeAll(async () => {
  ;[editor, member] = await Promise.all([userWithRole('editor'), signUp()])
})

const ZONE = 'America/Puerto_Rico'

/** "5/12/2026" and "23:49:07": the wall clock of Puerto Rico at `instant`. */
function wallOf(instant: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  }
}

const text = async (path: string) => {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
  return { status: response.status, body: await response.text() }
}

/**
 * Every public surface an article shows on, asked again until all of them show it; how long after
 * `since` the round that saw it was sent (a visitor arriving then got it, however slow the render).
 */
async function appearsEverywhere(slug: string, title: string, since: number) {
  let sentAt = 0
  await eventually(
    async () => {
      sentAt = Date.now()
      const [page, landing, rss, sitemap] = await Promise.all([
        text(`/blog/${slug}`),
        text('/blog'),
        text('/blog/rss.xml'),
        text('/sitemaps/paginas.xml'),
      ])
      return (
        page.status === 200 &&
        page.body.includes(title) &&
        landing.body.includes(title) &&
        rss.body.includes(slug) &&
        sitemap.body.includes(slug)
      )
    },
    60_000,
    `"${title}" en la página, /blog, el RSS y el sitemap`,
  )
  return sentAt - since
}

/** Asks every surface, so each holds a cached answer without the article (in parallel: quick). */
async function warmWithout(slug: string, title: string) {
  const page = async () => {
    // Not found, and again from the cache: no article there yet.
    expect((await text(`/blog/${slug}`)).body).not.toContain(title)
    expect((await text(`/blog/${slug}`)).body, 'from the cache').not.toContain(title)
  }
  const [, landing, rss, sitemap] = await Promise.all([
    page(),
    text('/blog'),
    text('/blog/rss.xml'),
    text('/sitemaps/paginas.xml'),
  ])
  expect(landing.body).not.toContain(title)
  expect(rss.body).not.toContain(slug)
  expect(sitemap.body).not.toContain(slug)
}

describe('scheduled and embargoed articles appear within seconds', () => {
  it('a publish scheduled ~20 s ahead reaches the page, /blog, RSS and the sitemap in < 15 s', async () => {
    const slug = uniqueSlug('programado')
    const title = `Estreno programado ${slug}`
    const draft = await article(editor, { slug, title, _status: 'draft' })
    const at = Date.now() + 20_000
    const scheduled = await api('POST', `/api/blog-posts/${draft.id}/schedule`, {
      ...as(editor),
      body: { type: 'publish', ...wallOf(at) },
    })
    expectStatus(scheduled, 201)
    await warmWithout(slug, title)
    expect(Date.now(), 'the checks above ran before the time').toBeLessThan(at)
    expect(await appearsEverywhere(slug, title, at)).toBeLessThan(15_000)
  }, 120_000)

  it('an embargo ending ~20 s ahead reaches the page, /blog, RSS and the sitemap in < 15 s', async () => {
    const slug = uniqueSlug('embargo')
    const title = `Exclusiva con embargo ${slug}`
    const at = Date.now() + 20_000
    await article(editor, { slug, title, publishedAt: new Date(at).toISOString() })
    await warmWithout(slug, title)
    expect(Date.now(), 'the checks above ran before the embargo ended').toBeLessThan(at)
    expect(await appearsEverywhere(slug, title, at)).toBeLessThan(15_000)
  }, 120_000)
})

describe('the scheduling endpoints', () => {
  const inAWeek = () => wallOf(Date.now() + 7 * 24 * 60 * 60_000)

  it('only editors and founders schedule, read or cancel', async () => {
    const draft = await article(editor, { _status: 'draft' })
    const path = `/api/blog-posts/${draft.id}/schedule`
    for (const session of [undefined, member]) {
      const body = { type: 'publish', ...inAWeek() }
      expect((await api('POST', path, { ...as(session), body })).status).toBeGreaterThanOrEqual(400)
      expect((await api('GET', path, as(session))).status).toBeGreaterThanOrEqual(400)
    }
    expect((await api('GET', path, as(editor))).body.pending).toEqual([])
  })

  it('shows what it saved: the same wall time, in the site zone, with the chosen action', async () => {
    const draft = await article(editor, { _status: 'published' })
    const path = `/api/blog-posts/${draft.id}/schedule`
    // 23:49 in Puerto Rico (no summer time) is 03:49 UTC the next day: what was typed is kept.
    const { date } = wallOf(Date.now() + 30 * 24 * 60 * 60_000)
    const [day, month, year] = date.split('/').map(Number) as [number, number, number]
    const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov']
    const saved = await api('POST', path, {
      ...as(editor),
      body: { type: 'unpublish', date, time: '23:49' },
    })
    expectStatus(saved, 201)
    const read = await api('GET', path, as(editor))
    expect(read.body.timeZone).toBe(ZONE)
    expect(read.body.pending).toHaveLength(1)
    const [job] = read.body.pending
    expect(job).toMatchObject({
      type: 'unpublish',
      at: new Date(Date.UTC(year, month - 1, day + 1, 3, 49)).toISOString(),
      date,
      time: '23:49',
      label: `${day} ${[...months, 'dic'][month - 1]} ${year}, 23:49`,
    })

    const cancelled = await api('DELETE', `${path}/${job.id}`, as(editor))
    expectStatus(cancelled, 200)
    expect((await api('GET', path, as(editor))).body.pending).toEqual([])
    // Gone: cancelling it again finds nothing.
    expect((await api('DELETE', `${path}/${job.id}`, as(editor))).status).toBe(404)
  })

  it('refuses past times, impossible dates and unknown actions in Spanish, queuing nothing', async () => {
    const draft = await article(editor, { _status: 'draft' })
    const path = `/api/blog-posts/${draft.id}/schedule`
    const past = await api('POST', path, {
      ...as(editor),
      body: { type: 'publish', ...wallOf(Date.now() - 60_000) },
    })
    expectStatus(past, 400)
    expect(past.body.errors[0].message).toMatch(/pasad|futur/i)
    for (const body of [
      { type: 'publish', date: '31/2/2027', time: '10:00' },
      { type: 'publish', date: '12/31/2027', time: '10:00' },
      { type: 'publish', ...inAWeek(), time: '11:49 PM' },
      { type: 'borrar', ...inAWeek() },
      { type: 'publish', date: '5/12/2099', time: '10:00' },
    ]) {
      const refused = await api('POST', path, { ...as(editor), body })
      expectStatus(refused, 400, JSON.stringify(body))
      expect(refused.body.errors[0].message).toMatch(/fecha|hora|Publicar|año/)
    }
    expect((await api('GET', path, as(editor))).body.pending).toEqual([])
    expect(
      (
        await api('POST', `/api/blog-posts/999999999/schedule`, {
          ...as(editor),
          body: { type: 'publish', ...inAWeek() },
        })
      ).status,
    ).toBe(404)
  })
})
