// The newsletter editors send (collections/NewsletterIssues, src/features/newsletter/sending.ts):
// who may compose and send, what each subscriber's copy holds, that only confirmed subscribers
// get one and each exactly one — across a refused address, a mail server that fails for a while,
// and a sender killed mid-way — scheduling and cancelling, the report and the web version.
// Every copy goes through the server's own jobs queue to a real SMTP server (tests/helpers/smtp.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { sqlPool } from '../../src/lib/db'
import { richText, paragraph } from '../../scripts/seed/lexical'
import {
  BASE_URL,
  api,
  eventually,
  signUp,
  uniqueEmail,
  userWithRole,
  type Session,
} from '../helpers/api'
import { article, as, expectStatus, graphql } from '../helpers/access'
import {
  decodedText,
  mailHeader as header,
  startSmtpSink,
  type ReceivedMail,
} from '../helpers/smtp'

type Sink = Awaited<ReturnType<typeof startSmtpSink>>
type Subscriber = { id: number; name: string; email: string }

let payload: Payload
let pool: Pool
let editor: Session
let member: Session
let sink: Sink
/** Every subscriber this file adds, removed at the end. */
const added: number[] = []

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  // No cron here: the servers under test send.
  payload = await getPayload({ config, key: 'newsletter-issues-test' })
  pool = sqlPool(payload)
  ;[editor, member, sink] = await Promise.all([userWithRole('editor'), signUp(), startSmtpSink()])
})

afterAll(async () => {
  if (added.length)
    await pool.query(`DELETE FROM newsletter_subscribers WHERE id = ANY($1)`, [added])
  await sink?.close()
  if (payload) await closePayload(payload)
})

let batch = 0
/** Subscribers of this file with the given status, written straight to the table. */
async function subscribers(n: number, status = 'confirmed'): Promise<Subscriber[]> {
  batch += 1
  const tag = `${Date.now().toString(36)}${batch}`
  const { rows } = await pool.query<Subscriber>(
    `INSERT INTO newsletter_subscribers (name, email, status, confirmed_at)
     SELECT 'Lectora ' || $1 || '-' || g, 'lectora.' || $1 || '.' || g || '@boletin.test',
            $3::enum_newsletter_subscribers_status, now()
     FROM generate_series(1, $2) g
     RETURNING id, name, email`,
    [tag, n, status],
  )
  added.push(...rows.map((row) => row.id))
  return rows
}

const letter = (extra: Record<string, unknown> = {}) => ({
  subject: `Carta ${Date.now()}`,
  preheader: 'Lo que pasó esta semana',
  source: 'letter',
  body: richText(paragraph('Esta semana en la tarima: estrenos, giras y talleres.')),
  ...extra,
})

async function newIssue(extra: Record<string, unknown> = {}): Promise<number> {
  const reply = await api('POST', '/api/newsletter-issues?depth=0', {
    ...as(editor),
    body: letter(extra),
  })
  expectStatus(reply, 201, 'create issue')
  return reply.body.doc.id
}

/** An action of the desk, by the editor unless another session (or none: a visitor) is given. */
const act = (id: number, action: string, body: unknown = {}, ...by: [Session?]) =>
  api('POST', `/api/newsletter-issues/${id}/${action}`, {
    ...as(by.length ? by[0] : editor),
    body,
  })

const report = async (id: number) => {
  const reply = await api('GET', `/api/newsletter-issues/${id}/report`, as(editor))
  expectStatus(reply, 200, 'report')
  return reply.body
}

const waitSent = (id: number, timeoutMs = 60_000) =>
  eventually(async () => (await report(id)).status === 'sent', timeoutMs, `issue ${id} sent`)

/** The copies of an issue the sink received (every copy's Message-ID names its issue). */
const copiesOf = (id: number, from: Sink = sink) =>
  from.mails.filter((mail) => mail.raw.includes(`Message-ID: <newsletter-${id}-`))

/** How many copies each address received. */
const countByAddress = (mails: ReceivedMail[]) => {
  const counts = new Map<string, number>()
  for (const mail of mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1)
  return counts
}

describe('who composes and sends', () => {
  it('editors and founders only, on every path', async () => {
    const id = await newIssue()
    for (const session of [undefined, member]) {
      const create = await api('POST', '/api/newsletter-issues', { ...as(session), body: letter() })
      expect(create.status).toBe(403)
      for (const action of ['send', 'test', 'cancel']) {
        const reply = await act(id, action, {}, session)
        expect(reply.status, action).toBe(session ? 403 : 401)
      }
      for (const view of ['preview', 'report']) {
        const reply = await api('GET', `/api/newsletter-issues/${id}/${view}`, as(session))
        expect(reply.status, view).toBe(session ? 403 : 401)
      }
      // A draft does not exist for them.
      expect((await api('GET', `/api/newsletter-issues/${id}`, as(session))).status).toBe(404)
    }
    // No other way in: GraphQL is off for everyone (payload.config.ts).
    const mutation = `mutation { createNewsletterIssue(data: { subject: "x", source: letter }) { id } }`
    expect((await graphql(editor, mutation)).status).toBe(404)
  })

  it('status, dates and figures are the system’s; wrong types and bad times are refused in Spanish', async () => {
    const reply = await api('POST', '/api/newsletter-issues?depth=0', {
      ...as(editor),
      body: letter({
        status: 'sent',
        sentAt: '2020-01-01T00:00:00.000Z',
        scheduledFor: '2030-01-01T00:00:00.000Z',
        recipientCount: 5,
        sentCount: 5,
        failedCount: 0,
      }),
    })
    expectStatus(reply, 201, 'create')
    const doc = reply.body.doc
    expect(doc.status).toBe('draft')
    expect(doc.sentAt ?? null).toBeNull()
    expect(doc.scheduledFor ?? null).toBeNull()
    expect(doc.sentCount ?? null).toBeNull()
    const patch = await api('PATCH', `/api/newsletter-issues/${doc.id}?depth=0`, {
      ...as(editor),
      body: { status: 'sending' },
    })
    expectStatus(patch, 200, 'patch')
    expect(patch.body.doc.status).toBe('draft')

    const wrong = await api('POST', '/api/newsletter-issues', {
      ...as(editor),
      body: letter({ subject: { $gt: '' } }),
    })
    expect(wrong.status).toBe(400)
    const tooLong = await api('POST', '/api/newsletter-issues', {
      ...as(editor),
      body: letter({ subject: 'x'.repeat(151) }),
    })
    expect(tooLong.status).toBe(400)
    const noArticle = await api('POST', '/api/newsletter-issues', {
      ...as(editor),
      body: letter({ source: 'article' }),
    })
    expect(noArticle.status).toBe(400)
    expect(JSON.stringify(noArticle.body)).toContain('Elige un artículo publicado.')

    for (const at of [123, 'mañana', '2020-01-01T00:00:00.000Z', ['2030-01-01T00:00:00.000Z']]) {
      const refused = await act(doc.id, 'send', { at })
      expect(refused.status, String(at)).toBe(400)
      expect(refused.body.errors[0].message).toBe('Elige una fecha y hora futuras.')
    }
    const tooFar = await act(doc.id, 'send', { at: new Date(Date.now() + 400 * 86_400_000) })
    expect(tooFar.body.errors[0].message).toBe('Elige una fecha dentro del próximo año.')
    expect((await act(999_999_999, 'send')).status).toBe(404)
    expect((await act(doc.id, 'cancel')).body.errors[0].message).toBe(
      'Esta edición no tiene un envío programado que cancelar.',
    )
    expect((await report(doc.id)).status).toBe('draft')
  })
})

describe('composing', () => {
  it('a letter previews with the name and logo of the site, the greeting and both parts', async () => {
    const id = await newIssue({
      body: richText(paragraph('Hola <b>mundo</b> & compañía: {{greeting}}')),
    })
    const reply = await api('GET', `/api/newsletter-issues/${id}/preview`, as(editor))
    expectStatus(reply, 200, 'preview')
    const { html, text, recipients } = reply.body
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('Tarima')
    expect(html).toMatch(/<p>Hola, [^<]+:<\/p>/)
    // The editor's text is escaped, never markup, and cannot stand in for the greeting.
    expect(html).toContain('Hola &lt;b&gt;mundo&lt;/b&gt; &amp; compañía: {{greeting}}')
    expect(text).toContain('Hola <b>mundo</b> & compañía')
    expect(text).toContain('Ver en el navegador:')
    expect(typeof recipients).toBe('number')
    // No tracking: no 1×1 image, no link to anything but the site and the editor's own links.
    expect(html).not.toMatch(/width="1"|height="1"/)
  })

  it('from a published article: summary with "Leer más", or the full text; a draft is refused', async () => {
    const published = await article(editor, { excerpt: 'Un extracto corto.' })
    const summary = await newIssue({ source: 'article', article: published.id })
    const summaryPreview = (
      await api('GET', `/api/newsletter-issues/${summary}/preview`, as(editor))
    ).body
    expect(summaryPreview.html).toContain(String(published.title))
    expect(summaryPreview.html).toContain('Un extracto corto.')
    expect(summaryPreview.html).toContain('Leer más')
    expect(summaryPreview.text).toContain(`/blog/${published.slug}`)

    const full = await newIssue({ source: 'article', article: published.id, articleMode: 'full' })
    const fullPreview = (await api('GET', `/api/newsletter-issues/${full}/preview`, as(editor)))
      .body
    expect(fullPreview.html).not.toContain('Un extracto corto.')
    expect(fullPreview.html.length).toBeGreaterThan(summaryPreview.html.length - 200)

    const draft = await article(editor, { _status: 'draft' })
    const refused = await api('POST', '/api/newsletter-issues?depth=0', {
      ...as(editor),
      body: letter({ source: 'article', article: draft.id }),
    })
    // The relationship only offers published articles; the server checks it too.
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('El artículo elegido no está publicado.')
  })

  it('a test copy goes to the editor alone, marked as a test', async () => {
    const before = sink.mails.length
    const id = await newIssue()
    const reply = await act(id, 'test')
    expectStatus(reply, 202, 'test')
    expect(reply.body.message).toBe(`Prueba enviada a ${editor.email}.`)
    const mail = await sink.waitFor(editor.email, 'Hola,')
    expect(mail.to).toEqual([editor.email])
    expect(decodedText(mail)).toContain('[Prueba]')
    // A test is not the issue: no subscriber got it.
    expect(copiesOf(id)).toHaveLength(0)
    expect(
      sink.mails.slice(before).filter((m) => decodedText(m).includes('[Prueba]')),
    ).toHaveLength(1)
    expect((await report(id)).status).toBe('draft')
  })
})

describe('sending', () => {
  it('every confirmed subscriber gets one personal copy with one-click unsubscribe; nobody else', async () => {
    const [confirmed, pending, unsubscribed] = await Promise.all([
      subscribers(5),
      subscribers(2, 'pending'),
      subscribers(2, 'unsubscribed'),
    ])
    const id = await newIssue()
    // Ten clicks at once (a double click, two editors): one sends, the others are refused.
    const clicks = await Promise.all(Array.from({ length: 10 }, () => act(id, 'send')))
    expect(clicks.map((reply) => reply.status).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(clicks.find((reply) => reply.status === 200)!.body.message).toBe('Envío en marcha.')
    await waitSent(id)

    const copies = copiesOf(id)
    const counts = countByAddress(copies)
    for (const person of confirmed) expect(counts.get(person.email), person.email).toBe(1)
    for (const person of [...pending, ...unsubscribed]) expect(counts.has(person.email)).toBe(false)
    const { rows } = await pool.query<{ count: number }>(
      `SELECT count(*)::int FROM newsletter_subscribers WHERE status = 'confirmed'`,
    )
    expect(copies.length).toBe(rows[0]!.count)
    expect(Math.max(...counts.values())).toBe(1)

    const person = confirmed[0]!
    const mail = copies.find((m) => m.to.includes(person.email))!
    const body = decodedText(mail)
    expect(body).toContain(`Hola, ${person.name}:`)
    expect(mail.raw).toContain('Content-Type: text/plain')
    expect(mail.raw).toContain('Content-Type: text/html')
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const oneClick = header(mail, 'List-Unsubscribe')!.replace(/^<|>$/g, '')
    expect(oneClick).toContain(`/api/newsletter-subscribers/unsubscribe?id=${person.id}&token=`)
    // Each copy has its own link: nobody's works for another.
    const other = copies.find((m) => m.to.includes(confirmed[1]!.email))!
    expect(header(other, 'List-Unsubscribe')).not.toBe(header(mail, 'List-Unsubscribe'))

    const summary = await report(id)
    expect(summary).toMatchObject({ status: 'sent', failed: 0, pending: 0, unsubscribes: 0 })
    expect(summary.sent).toBe(copies.length)

    // The mail client's one-click button (RFC 8058): a POST to the header's address.
    const click = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(click.status).toBe(200)
    const { rows: after } = await pool.query(
      `SELECT status FROM newsletter_subscribers WHERE id = $1`,
      [person.id],
    )
    expect(after[0].status).toBe('unsubscribed')
    expect((await report(id)).unsubscribes).toBe(1)
    // Once: a second click counts nothing more.
    await fetch(oneClick, { method: 'POST' })
    expect((await report(id)).unsubscribes).toBe(1)

    // A sent issue is what was sent: no more edits, and its web version is public.
    const edit = await api('PATCH', `/api/newsletter-issues/${id}`, {
      ...as(editor),
      body: { subject: 'Otra cosa' },
    })
    expect(edit.status).toBe(409)
    expect(edit.body.errors[0].message).toContain('no se puede cambiar')
    const web = await fetch(`${BASE_URL}/newsletter/${id}`)
    expect(web.status).toBe(200)
    expect(await web.text()).toContain('Esta semana en la tarima')
    const visitor = await api('GET', `/api/newsletter-issues/${id}`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.sentCount).toBeUndefined()
  })

  it('an unsent issue has no web version', async () => {
    const id = await newIssue()
    expect((await fetch(`${BASE_URL}/newsletter/${id}`)).status).toBe(404)
    expect((await fetch(`${BASE_URL}/newsletter/no-existe`)).status).toBe(404)
  })

  it('an address the mail server refuses is reported as failed, with the reason', async () => {
    const refused = uniqueEmail('rechazada')
    const people = await subscribers(2)
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO newsletter_subscribers (name, email, status) VALUES ('Rechazada', $1, 'confirmed')
       RETURNING id`,
      [refused],
    )
    added.push(rows[0]!.id)
    const picky = await restartSink({ refuse: [refused] })
    const id = await newIssue()
    expectStatus(await act(id, 'send'), 200, 'send')
    await waitSent(id)
    const summary = await report(id)
    expect(summary.failed).toBe(1)
    expect(summary.failures).toEqual([
      { email: refused, reason: expect.stringContaining('Buzón inexistente') },
    ])
    const counts = countByAddress(copiesOf(id, picky))
    for (const person of people) expect(counts.get(person.email)).toBe(1)
    expect(counts.has(refused)).toBe(false)
    await restartSink()
  })

  it('a mail server that fails for a while delays the send; nobody gets two', async () => {
    const people = await subscribers(60)
    const id = await newIssue()
    expectStatus(await act(id, 'send'), 200, 'send')
    await eventually(async () => copiesOf(id).length >= 15, 30_000, 'first copies')
    sink.setDown(true)
    const atFailure = copiesOf(id).length
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(copiesOf(id).length).toBeLessThanOrEqual(atFailure + 20)
    expect((await report(id)).status).toBe('sending')
    sink.setDown(false)
    await waitSent(id, 90_000)
    const counts = countByAddress(copiesOf(id))
    for (const person of people) expect(counts.get(person.email), person.email).toBe(1)
    expect((await report(id)).failed).toBe(0)
  })
})

describe('scheduling', () => {
  it('a scheduled send leaves by itself at its time', async () => {
    const people = await subscribers(2)
    const id = await newIssue()
    const at = new Date(Date.now() + 4_000).toISOString()
    const reply = await act(id, 'send', { at })
    expectStatus(reply, 200, 'schedule')
    expect(reply.body.message).toBe('Envío programado.')
    const scheduled = await report(id)
    expect(scheduled.status).toBe('scheduled')
    expect(new Date(scheduled.scheduledFor).toISOString()).toBe(at)
    expect(copiesOf(id)).toHaveLength(0)
    await waitSent(id, 30_000)
    const counts = countByAddress(copiesOf(id))
    for (const person of people) expect(counts.get(person.email)).toBe(1)
  })

  it('a cancelled send never leaves, and the issue is a draft again', async () => {
    const id = await newIssue()
    // Far enough ahead that a busy machine cancels before the time comes.
    const at = Date.now() + 15_000
    expectStatus(await act(id, 'send', { at: new Date(at).toISOString() }), 200, 'schedule')
    // Scheduled: the content is what will go out, so it is locked.
    const edit = await api('PATCH', `/api/newsletter-issues/${id}`, {
      ...as(editor),
      body: { subject: 'Cambio de última hora' },
    })
    expect(edit.status).toBe(409)
    const cancelled = await act(id, 'cancel')
    expectStatus(cancelled, 200, 'cancel')
    expect(cancelled.body.message).toContain('vuelve a ser un borrador')
    // Past its time (and the queue's next tick), nothing left.
    await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 5_000))
    expect((await report(id)).status).toBe('draft')
    expect(copiesOf(id)).toHaveLength(0)
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = $1`,
      [id],
    )
    expect(rows[0].n).toBe(0)
  })
})

describe('healing', () => {
  it('an issue left due without a job is sent after the queue’s next watch', async () => {
    const people = await subscribers(2)
    const id = await newIssue()
    // As if the server had stopped between the send's save and its job.
    await pool.query(
      `UPDATE newsletter_issues SET status = 'scheduled', scheduled_for = now() WHERE id = $1`,
      [id],
    )
    await waitSent(id, 100_000)
    const counts = countByAddress(copiesOf(id))
    for (const person of people) expect(counts.get(person.email)).toBe(1)
  }, 120_000)

  it('a save racing a send never puts the issue back to draft behind the send’s back', async () => {
    const at = new Date(Date.now() + 60 * 60_000).toISOString()
    for (let round = 0; round < 5; round++) {
      const id = await newIssue()
      const [save, send] = await Promise.all([
        api('PATCH', `/api/newsletter-issues/${id}?depth=0`, {
          ...as(editor),
          body: { subject: `Cambio ${round}` },
        }),
        act(id, 'send', { at }),
      ])
      const { status } = await report(id)
      if (send.status === 200) expect(status, `round ${round}`).toBe('scheduled')
      else expect(status, `round ${round}`).toBe('draft')
      // The save went first (200) or found the issue scheduled (409, in Spanish).
      expect([200, 409], `round ${round}`).toContain(save.status)
      if (status === 'scheduled') expectStatus(await act(id, 'cancel'), 200, 'cancel')
    }
  })

  it('a storm of saves on one issue, more than the pool holds, with a send among them', async () => {
    // Each save locks the row in its own transaction (collections/NewsletterIssues/index.ts): the
    // holder must finish on its own connection while the others wait, or the pool seizes.
    const id = await newIssue()
    const at = new Date(Date.now() + 60 * 60_000).toISOString()
    const started = Date.now()
    const replies = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) =>
        api('PATCH', `/api/newsletter-issues/${id}?depth=0`, {
          ...as(editor),
          body: { subject: `Tormenta ${i}` },
          timeoutMs: 20_000,
        }),
      ),
      act(id, 'send', { at }),
    ])
    for (const reply of replies) expect([200, 409]).toContain(reply.status)
    expect(Date.now() - started).toBeLessThan(20_000)
    // The site still answers at once afterwards.
    expectStatus(await api('GET', '/api/users/me', { ...as(editor), timeoutMs: 5_000 }), 200)
    const { status } = await report(id)
    if (status === 'scheduled') expectStatus(await act(id, 'cancel'), 200, 'cancel')
  })
})

describe('a sender killed mid-way', () => {
  const RUNNER = 'newsletter-test-worker'
  const workers: ChildProcess[] = []

  /** docker-compose's worker (scripts/worker.ts) as its own process, named RUNNER in the lease. */
  async function startWorker() {
    const worker = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/worker.ts'], {
      env: { ...process.env, JOBS_RUNNER_ID: RUNNER },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    workers.push(worker)
    let output = ''
    worker.stdout!.on('data', (chunk) => (output += chunk))
    worker.stderr!.on('data', (chunk) => (output += chunk))
    await eventually(async () => output.includes('Cola de trabajos en marcha'), 90_000, 'worker up')
    return worker
  }

  afterAll(async () => {
    for (const worker of workers) {
      try {
        if (worker.pid) process.kill(-worker.pid, 'SIGKILL')
      } catch {
        // Already gone: the test killed it.
      }
    }
    await Promise.all(
      workers.map((worker) =>
        worker.exitCode === null && worker.signalCode === null ? once(worker, 'exit') : null,
      ),
    )
    // The dead worker's lease would keep the servers under test from sending e-mails for up to
    // 30 s, failing whichever test file runs next and waits for one.
    await pool.query(`UPDATE jobs_runner_lease SET expires_at = now() WHERE holder = $1`, [RUNNER])
  })

  it('a restarted worker resumes and each confirmed subscriber gets exactly one copy', async () => {
    const people = await subscribers(300)
    // The worker takes the lease from the servers under test, which then stand by: only a lease
    // unrenewed for 30 s would let them take it back.
    const first = await startWorker()
    await pool.query(
      `UPDATE jobs_runner_lease SET holder = $1, expires_at = now() + interval '30 seconds'`,
      [RUNNER],
    )

    const id = await newIssue()
    expectStatus(await act(id, 'send'), 200, 'send')
    await eventually(async () => copiesOf(id).length >= 80, 60_000, 'first copies')
    process.kill(-first.pid!, 'SIGKILL')
    const atKill = copiesOf(id).length
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    // Nothing moves while the dead worker's lease lasts.
    expect(copiesOf(id).length).toBe(atKill)
    expect((await report(id)).status).toBe('sending')
    expect(atKill).toBeLessThan(300)

    // Restarted under the same name, it holds the lease at once and frees what its previous
    // life left running (else that job would wait 10 minutes).
    await startWorker()
    await waitSent(id, 120_000)
    const counts = countByAddress(copiesOf(id))
    for (const person of people) expect(counts.get(person.email), person.email).toBe(1)
    const summary = await report(id)
    expect(summary).toMatchObject({ failed: 0, pending: 0 })
    expect(summary.sent).toBe(copiesOf(id).length)
  }, 240_000)
})

/** A fresh mail server on the same port (with its own options), the old one closed. */
async function restartSink(options: Parameters<typeof startSmtpSink>[1] = {}) {
  await sink.close()
  sink = await startSmtpSink(undefined, options)
  return sink
}
