// E-mail alerts (src/features/email-alerts): the member's preferences on their account row, the
// unread-message e-mail and the opportunity digest sent by the server's own jobs queue to a real
// SMTP server (tests/helpers/smtp.ts), and the one-click unsubscribe of each category.
// Messages are made "unread for 30 minutes" by dating them back in SQL.
import { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, founderLogin, signUp, type Session } from '../helpers/api'
import { decodedText, mailHeader, mailHtml, startSmtpSink } from '../helpers/smtp'
import { claimAlerts } from '../../src/features/email-alerts/sql'

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let pool: Pool
beforeAll(async () => {
  smtp = await startSmtpSink()
  pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})
afterAll(async () => {
  await smtp.close()
  await pool.end()
})

/** A tick of the alerts queue comes every 15 s; sending follows within seconds. */
const MAIL_WAIT_MS = 60_000

const preferencesOf = async (member: Session) =>
  (await api('GET', `/api/users/${member.id}?depth=0`, { token: member.token })).body.emailAlerts

const patch = (member: Session, id: number, emailAlerts: unknown) =>
  api('PATCH', `/api/users/${id}?depth=0`, { token: member.token, body: { emailAlerts } })

/** A member whose address is confirmed: alerts go to confirmed addresses only. */
async function confirmedMember(firstName: string) {
  const member = await signUp({ firstName })
  await pool.query('UPDATE users SET email_confirmed = true WHERE id = $1', [member.id])
  return member
}

/** `from` writes to `to`; the message is then dated back past the 30 minutes. */
async function unreadMessage(from: Session, to: Session, content = 'Hola, ¿hablamos?') {
  const opened = await api('POST', '/api/conversations/open', {
    token: from.token,
    body: { userId: to.id },
  })
  expect(opened.status).toBe(200)
  const conversation = opened.body.conversation.id as number
  const sent = await api('POST', `/api/conversations/${conversation}/messages`, {
    token: from.token,
    body: { content },
  })
  expect(sent.status).toBe(201)
  await pool.query(`UPDATE messages SET created_at = now() - interval '31 minutes' WHERE id = $1`, [
    sent.body.message.id,
  ])
  return conversation
}

/** The unread-message e-mails a member got (the sign-up's welcome e-mail aside). */
const alertsTo = (member: Session) =>
  smtp.mails.filter(
    (mail) => mail.to.includes(member.email) && decodedText(mail).includes('Leer el mensaje'),
  )

/** Waiting for the queue's ticks takes up to a minute per e-mail awaited. */
const SLOW = 180_000

/** The one-click address of a mail's List-Unsubscribe header. */
const oneClickOf = (mail: Parameters<typeof mailHeader>[0]) =>
  /<([^>]+)>/.exec(mailHeader(mail, 'List-Unsubscribe') ?? '')?.[1]

describe('e-mail alert preferences', () => {
  it('start with the defaults and are changed by their owner only', { timeout: SLOW }, async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()])
    expect(await preferencesOf(owner)).toEqual({
      opportunityDigest: 'weekly',
      opportunityActivity: true,
      unreadMessages: true,
    })

    const saved = await patch(owner, owner.id, {
      opportunityDigest: 'daily',
      opportunityActivity: false,
      unreadMessages: false,
    })
    expect(saved.status).toBe(200)
    const changed = {
      opportunityDigest: 'daily',
      opportunityActivity: false,
      unreadMessages: false,
    }
    expect(await preferencesOf(owner)).toEqual(changed)

    // Another member cannot reach the row; a visitor neither; a founder's change is dropped.
    expect([403, 404]).toContain((await patch(other, owner.id, { unreadMessages: true })).status)
    const visitor = await api('PATCH', `/api/users/${owner.id}`, {
      body: { emailAlerts: { unreadMessages: true } },
    })
    expect([401, 403]).toContain(visitor.status)
    const founder = await founderLogin()
    await patch(founder, owner.id, { opportunityDigest: 'weekly', unreadMessages: true })
    expect(await preferencesOf(owner)).toEqual(changed)
    // Only the owner and founders read them.
    const read = await api('GET', `/api/users/${owner.id}?depth=0`, { token: other.token })
    expect(read.body?.emailAlerts).toBeUndefined()
  })

  it('refuses wrong types and values in Spanish, changing nothing', async () => {
    const member = await signUp()
    const before = await preferencesOf(member)
    for (const bad of [
      { opportunityDigest: 'hourly' },
      { opportunityDigest: 7 },
      { opportunityActivity: 'sí' },
      { unreadMessages: 1 },
      { opportunityDigest: null },
      'todo',
      [true],
    ]) {
      const reply = await patch(member, member.id, bad)
      expect(reply.status, JSON.stringify(bad)).toBe(400)
      const [field] = reply.body.errors[0].data.errors
      expect(field.path).toMatch(/^emailAlerts/)
      expect(field.message).toMatch(/^(Este campo debe|Elige entre|Indica sí o no)/)
    }
    expect(await preferencesOf(member)).toEqual(before)
  })
})

describe('the unread-message e-mail', () => {
  it(
    'arrives once after 30 minutes unread, then not again for that conversation within 6 hours',
    async () => {
      const [ana, beto, sentinel] = await Promise.all([
        confirmedMember('Anabel'),
        confirmedMember('Bernardo'),
        confirmedMember('Centinela'),
      ])
      const talk = await unreadMessage(ana, beto, 'Te paso la maqueta secreta')
      const mail = await smtp.waitFor(beto.email, 'Leer el mensaje', MAIL_WAIT_MS)

      expect(mailHeader(mail, 'Subject')).toContain('te escribió en Tarima')
      const text = decodedText(mail)
      expect(text).toContain(`/messages?to=${ana.id}`)
      // Who wrote, never what.
      expect(text).not.toContain('maqueta secreta')
      expect(mailHtml(mail)).toContain(`/messages?to=${ana.id}`)
      expect(mail.raw).toMatch(/^Content-Type: text\/plain/im)
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im)
      expect(oneClickOf(mail)).toMatch(/\/api\/users\/email-alerts\/unsubscribe\?u=\d+&c=messages&/)
      expect(text).toMatch(/\/profile\/notificaciones\/baja\?u=\d+&c=messages&token=/)

      // A second unread message in the same conversation; a later one to someone else shows that
      // the checks after it ran.
      await unreadMessage(ana, beto, 'Y otra cosa')
      const fresh = await signUp()
      await pool.query('UPDATE users SET email_confirmed = true WHERE id = $1', [fresh.id])
      const unreadJustNow = await api('POST', '/api/conversations/open', {
        token: ana.token,
        body: { userId: fresh.id },
      })
      await api('POST', `/api/conversations/${unreadJustNow.body.conversation.id}/messages`, {
        token: ana.token,
        body: { content: 'Recién enviado' },
      })
      await unreadMessage(ana, sentinel)
      await smtp.waitFor(sentinel.email, 'Leer el mensaje', MAIL_WAIT_MS)
      expect(alertsTo(beto)).toHaveLength(1)
      // A message unread for less than 30 minutes sends nothing.
      expect(alertsTo(fresh)).toHaveLength(0)
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM email_alerts WHERE user_id = $1 AND conversation_id = $2`,
        [beto.id, talk],
      )
      expect(rows[0].n).toBe(1)
    },
    SLOW,
  )

  it(
    'honours the opt-out and sends only to confirmed addresses',
    async () => {
      const [ana, optedOut, unconfirmed, sentinel] = await Promise.all([
        confirmedMember('Anabel'),
        confirmedMember('Olga'),
        signUp({ firstName: 'Ulises' }),
        confirmedMember('Centinela'),
      ])
      expect((await patch(optedOut, optedOut.id, { unreadMessages: false })).status).toBe(200)
      await unreadMessage(ana, optedOut)
      await unreadMessage(ana, unconfirmed)
      await unreadMessage(ana, sentinel)
      await smtp.waitFor(sentinel.email, 'Leer el mensaje', MAIL_WAIT_MS)
      expect(alertsTo(optedOut)).toHaveLength(0)
      expect(alertsTo(unconfirmed)).toHaveLength(0)
    },
    SLOW,
  )

  it(
    'unsubscribes in one click from the List-Unsubscribe address, that category only',
    async () => {
      const [ana, beto] = await Promise.all([confirmedMember('Anabel'), confirmedMember('Bea')])
      await unreadMessage(ana, beto)
      const mail = await smtp.waitFor(beto.email, 'Leer el mensaje', MAIL_WAIT_MS)
      const url = new URL(oneClickOf(mail)!)
      const token = url.searchParams.get('token')!

      // A forged token, or this token for another category, changes nothing.
      const forged = await api('POST', '/api/users/email-alerts/unsubscribe', {
        body: { u: beto.id, c: 'messages', token: 'falso' },
      })
      expect(forged.status).toBe(400)
      expect(forged.body.errors[0].message).toBe('El enlace de baja no es válido.')
      const crossed = await api('POST', '/api/users/email-alerts/unsubscribe', {
        body: { u: beto.id, c: 'digest', token },
      })
      expect(crossed.status).toBe(400)
      const wrongType = await api('POST', '/api/users/email-alerts/unsubscribe', {
        body: { u: [beto.id], c: 'messages', token },
      })
      expect(wrongType.status).toBe(400)
      expect(await preferencesOf(beto)).toEqual({
        opportunityDigest: 'weekly',
        opportunityActivity: true,
        unreadMessages: true,
      })

      // What Gmail and others send (RFC 8058): a form-encoded POST to that address.
      const response = await fetch(`${BASE_URL}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { message: string }).message).toBe(
        'Listo: ya no te enviaremos los avisos de mensajes sin leer.',
      )
      expect(await preferencesOf(beto)).toEqual({
        opportunityDigest: 'weekly',
        opportunityActivity: true,
        unreadMessages: false,
      })
    },
    SLOW,
  )
})

describe('the opportunity digest', () => {
  /** A member whose digest is due: a member for longer than a week, with no digest yet. */
  async function dueMember(firstName: string, taste?: { roles: string[]; genres: string[] }) {
    const member = await confirmedMember(firstName)
    await pool.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1`, [
      member.id,
    ])
    if (taste) {
      const found = await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`, {
        token: member.token,
      })
      const saved = await api('PATCH', `/api/profiles/${found.body.docs[0].id}?depth=0`, {
        token: member.token,
        body: taste,
      })
      expect(saved.status).toBe(200)
    }
    return member
  }

  const digestsOf = async (member: Session) =>
    (
      await pool.query<{ status: string }>(
        `SELECT status FROM email_alerts WHERE user_id = $1 AND category = 'digest'`,
        [member.id],
      )
    ).rows.map((row) => row.status)

  it(
    'arrives for a matching member with its one-click unsubscribe; nothing for the rest',
    async () => {
      const poster = await confirmedMember('Paola')
      const title = `Productor de bachata en Santo Domingo ${Date.now()}`
      const published = await api('POST', '/api/opportunities?depth=0', {
        token: poster.token,
        body: {
          kind: 'production',
          title,
          description: 'Buscamos productor para un sencillo de bachata en marzo.',
          roles: ['Productor'],
          genres: ['Bachata'],
          country: 'República Dominicana',
          city: 'Santo Domingo',
          deadline: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
          pay: 'paid',
          payMin: 500,
          currency: 'USD',
          status: 'open',
        },
      })
      expect(published.status, JSON.stringify(published.body)).toBe(201)
      const id = published.body.doc.id

      const [fan, stranger] = await Promise.all([
        dueMember('Mateo', { roles: ['Productor'], genres: ['Bachata'] }),
        dueMember('Nadia'),
      ])
      const mail = await smtp.waitFor(fan.email, title, MAIL_WAIT_MS)
      // The demo content's open opportunities may match too.
      expect(mailHeader(mail, 'Subject')).toMatch(
        /^\d+ oportunidad(es)? nuevas? para ti esta semana$/,
      )
      const text = decodedText(mail)
      expect(text).toContain(`/oportunidades/${id}`)
      expect(text).toContain('Santo Domingo')
      expect(mailHtml(mail)).toContain(`/oportunidades/${id}`)
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im)
      expect(text).toMatch(/\/profile\/notificaciones\/baja\?u=\d+&c=digest&token=/)

      // Nothing matches the member without roles or genres: their digest is skipped, not sent.
      const deadline = Date.now() + MAIL_WAIT_MS
      while (!(await digestsOf(stranger)).includes('skipped') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await digestsOf(stranger)).toEqual(['skipped'])
      expect(
        smtp.mails.filter((m) => m.to.includes(stranger.email) && decodedText(m).includes(title)),
      ).toEqual([])
      // One digest per period.
      expect(await digestsOf(fan)).toEqual(['sent'])

      const url = new URL(oneClickOf(mail)!)
      expect(url.searchParams.get('c')).toBe('digest')
      const response = await fetch(`${BASE_URL}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(response.status).toBe(200)
      expect((await preferencesOf(fan)).opportunityDigest).toBe('off')
    },
    SLOW,
  )
})

describe('varios corredores a la vez', () => {
  it('nunca reclaman el mismo aviso: cada uno sale una sola vez', async () => {
    const member = await confirmedMember('Carrera')
    // Digests with nothing to say (since now): whoever claims them skips them, no e-mail leaves.
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO email_alerts (user_id, category, since)
       SELECT $1, 'digest', now() FROM generate_series(1, 120) RETURNING id`,
      [member.id],
    )
    const ours = new Set(rows.map((row) => String(row.id)))
    // Six runners beside the servers' own, each with its own connection, claiming small batches.
    const runners = Array.from(
      { length: 6 },
      () => new Pool({ connectionString: process.env.DATABASE_URL, max: 1 }),
    )
    const claimed: string[] = []
    try {
      await Promise.all(
        runners.map(async (runner) => {
          for (let round = 0; round < 100; round++) {
            const batch = await claimAlerts(runner, 7)
            claimed.push(...batch.map((alert) => String(alert.id)).filter((id) => ours.has(id)))
            if (!batch.length) return
          }
        }),
      )
    } finally {
      await Promise.all(runners.map((runner) => runner.end()))
    }
    expect(new Set(claimed).size).toBe(claimed.length)
    // Claimed once in all, whether by these runners or by a server's.
    const { rows: twice } = await pool.query(
      `SELECT id FROM email_alerts WHERE id = ANY($1::bigint[]) AND (attempts <> 1 OR status = 'pending')`,
      [[...ours]],
    )
    expect(twice).toEqual([])
    await pool.query(`UPDATE email_alerts SET status = 'skipped' WHERE id = ANY($1::bigint[])`, [
      [...ours],
    ])
  })
})
