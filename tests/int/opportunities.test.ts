// Oportunidades (issue 39) through real HTTP and PostgreSQL: publishing and its limits, hostile
// input, who reads what (drafts, applications, e-mail addresses, blocks), one application per
// member under a storm, the review's states and what they tell the applicant.
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { BASE_URL, api, founderLogin, signUp, userWithRole, type Session } from '../helpers/api'

const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString()

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

/** A member whose e-mail is confirmed (the welcome link's effect, set in the database). */
async function confirmedMember(fields: Record<string, unknown> = {}): Promise<Session> {
  const member = await signUp(fields)
  await db.query('UPDATE users SET email_confirmed = true WHERE id = $1', [member.id])
  return member
}

/**
 * An established member: confirmed, and past the new-account day (the stricter limits). Without
 * the weekly digest, which an account this old would be due at once: the queue would work on it
 * while later test files count the database's reads.
 */
async function seasonedMember(fields: Record<string, unknown> = {}): Promise<Session> {
  const member = await confirmedMember(fields)
  await db.query(
    `UPDATE users SET created_at = now() - interval '30 days',
       email_alerts_opportunity_digest = 'off' WHERE id = $1`,
    [member.id],
  )
  return member
}

const gig = (extra: Record<string, unknown> = {}) => ({
  kind: 'production',
  title: 'Productor de bachata para EP en Santo Domingo',
  description: 'Buscamos productor de bachata con requinto y güira para un EP de 4 temas.',
  roles: ['Productor'],
  genres: ['Bachata'],
  country: 'República Dominicana',
  city: 'Santo Domingo',
  deadline: inDays(20),
  pay: 'paid',
  payMin: 1500,
  payMax: 3000,
  currency: 'USD',
  questions: [{ question: '¿Con qué artistas trabajaste?' }],
  status: 'open',
  ...extra,
})

async function publish(poster: Session, extra: Record<string, unknown> = {}) {
  const reply = await api('POST', '/api/opportunities?depth=0', {
    token: poster.token,
    body: gig(extra),
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body.doc as { id: number; status: string } & Record<string, unknown>
}

const application = (opportunity: number, extra: Record<string, unknown> = {}) => ({
  opportunity,
  note: 'Tengo estudio en Santo Domingo y diez años con bachata.',
  answers: [{ answer: 'Con varios artistas de la escena.' }],
  links: [{ url: 'https://example.com/mis-producciones' }],
  ...extra,
})

const apply = (
  member: Session,
  opportunity: number,
  extra: Record<string, unknown> = {},
  timeoutMs?: number,
) =>
  api('POST', '/api/opportunity-applications?depth=0', {
    token: member.token,
    body: application(opportunity, extra),
    timeoutMs,
  })

/** A request of the storm that takes longer than this counts as unanswered. */
const STORM_ANSWER_MS = 120_000

const countRows = async (table: string, where: string, params: unknown[]) =>
  Number((await db.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params)).rows[0].n)

// A poster per test: each publishes a few, within the daily limit of an established account.
let poster: Session
beforeEach(async () => {
  poster = await seasonedMember({ firstName: 'Rosa', lastName: 'Publica' })
}, 60_000)

describe('publicar una oportunidad', () => {
  it('pide cuenta y correo confirmado, con mensajes en español', async () => {
    const anon = await api('POST', '/api/opportunities', { body: gig() })
    expect([401, 403]).toContain(anon.status)
    const unconfirmed = await signUp()
    const refused = await api('POST', '/api/opportunities', {
      token: unconfirmed.token,
      body: gig(),
    })
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0].message).toBe(
      'Confirma tu correo electrónico para publicar oportunidades.',
    )
    expect(await countRows('opportunities', 'user_id = $1', [unconfirmed.id])).toBe(0)
  })

  it('rechaza datos malos o de otro tipo con un 400 en español y no guarda nada', async () => {
    const member = await seasonedMember()
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 'x'.repeat(121) }, /120/],
      [{ title: 123 }, /texto/i],
      [{ title: '   ' }, /título es requerido/],
      [{ roles: [] }, /al menos un rol/],
      [{ roles: ['Astronauta'] }, /./],
      [{ kind: 'fiesta' }, /./],
      [{ deadline: inDays(-1) }, /fecha futura/],
      [{ deadline: inDays(120) }, /90 días/],
      [{ deadline: 'mañana' }, /fecha/i],
      [{ payMin: 3000, payMax: 1000 }, /no puede ser menor/],
      [{ country: null, remote: false }, /país/],
      [{ description: 'x'.repeat(3001) }, /3000/],
      [{ questions: Array.from({ length: 5 }, () => ({ question: '¿?' })) }, /./],
      [{ payMin: { $gt: 0 } }, /número/i],
    ]
    for (const [extra, message] of cases) {
      const reply = await api('POST', '/api/opportunities', {
        token: member.token,
        body: gig(extra),
      })
      expect(reply.status, JSON.stringify(extra)).toBe(400)
      const text = JSON.stringify(reply.body.errors)
      expect(text, JSON.stringify(extra)).toMatch(message)
      expect(text).not.toMatch(/following field|invalid|is required/i)
    }
    // A NUL byte never reaches the database (src/server/request-guards.ts answers first).
    const nul = await api('POST', '/api/opportunities', {
      token: member.token,
      body: gig({ title: 'Gig\u0000' }),
    })
    expect(nul.status).toBe(400)
    expect(await countRows('opportunities', 'user_id = $1', [member.id])).toBe(0)
  })

  it('publica abierta, con los campos del sistema puestos por el servidor', async () => {
    const doc = await publish(poster, {
      user: 1,
      publishedAt: '2000-01-01T00:00:00.000Z',
      applicationsCount: 99,
      featured: true,
      hidden: true,
    })
    expect(doc.status).toBe('open')
    expect(doc.user).toBe(poster.id)
    expect(doc.applicationsCount).toBe(0)
    expect(doc.featured).toBe(false)
    expect(doc.hidden).toBe(false)
    expect(new Date(String(doc.publishedAt)).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const visitor = await api('GET', `/api/opportunities/${doc.id}?depth=0`)
    expect(visitor.status).toBe(200)
  })

  it('limita lo que se publica al día, menos a las cuentas nuevas; los borradores no cuentan', async () => {
    const fresh = await confirmedMember()
    await publish(fresh)
    const second = await api('POST', '/api/opportunities', { token: fresh.token, body: gig() })
    expect(second.status).toBe(429)
    expect(second.body.errors[0].message).toMatch(/1 oportunidad al día/)
    const draft = await api('POST', '/api/opportunities?depth=0', {
      token: fresh.token,
      body: gig({ status: 'draft' }),
    })
    expect(draft.status).toBe(201)
    const publishDraft = await api('PATCH', `/api/opportunities/${draft.body.doc.id}`, {
      token: fresh.token,
      body: { status: 'open' },
    })
    expect(publishDraft.status).toBe(429)
  })
})

describe('quién ve qué', () => {
  it('un borrador solo lo ve quien lo publica; otro miembro no lo edita', async () => {
    const draft = await publish(poster, { status: 'draft' })
    const other = await confirmedMember()
    expect((await api('GET', `/api/opportunities/${draft.id}`)).status).toBe(404)
    expect(
      (await api('GET', `/api/opportunities/${draft.id}`, { token: other.token })).status,
    ).toBe(404)
    expect(
      (await api('GET', `/api/opportunities/${draft.id}`, { token: poster.token })).status,
    ).toBe(200)
    const edit = await api('PATCH', `/api/opportunities/${draft.id}`, {
      token: other.token,
      body: { title: 'Robada' },
    })
    expect([403, 404]).toContain(edit.status)
  })

  it('los miembros bloqueados no ven sus oportunidades ni se postulan', async () => {
    const opportunity = await publish(poster)
    const blocker = await confirmedMember()
    const block = await api('POST', '/api/blocks', {
      token: blocker.token,
      body: { blocked: poster.id },
    })
    expect(block.status).toBe(201)
    expect(
      (await api('GET', `/api/opportunities/${opportunity.id}`, { token: blocker.token })).status,
    ).toBe(404)
    const search = await api('GET', '/api/opportunities/search?q=bachata', { token: blocker.token })
    expect(search.status).toBe(200)
    expect(search.body.cards.map((card: { id: number }) => card.id)).not.toContain(opportunity.id)
    const applied = await apply(blocker, opportunity.id)
    expect(applied.status).toBe(404)
    expect(await countRows('opportunity_applications', 'user_id = $1', [blocker.id])).toBe(0)
    // And the other way round: the poster cannot see the blocker's opportunity either.
    const theirs = await publish(blocker)
    expect(
      (await api('GET', `/api/opportunities/${theirs.id}`, { token: poster.token })).status,
    ).toBe(404)
  })

  it('una solicitud la leen solo quien aplica y quien publica, sin el correo de nadie', async () => {
    const opportunity = await publish(poster)
    const first = await confirmedMember({ firstName: 'Primera' })
    const second = await confirmedMember({ firstName: 'Segunda' })
    const a = await apply(first, opportunity.id)
    expect(a.status, JSON.stringify(a.body)).toBe(201)
    expect(a.body.doc.status).toBe('pending')
    expect(a.body.doc.poster).toBe(poster.id)
    expect((await apply(second, opportunity.id)).status).toBe(201)

    const path = `/api/opportunity-applications/${a.body.doc.id}?depth=2`
    expect((await api('GET', path)).status).toBe(403)
    expect((await api('GET', path, { token: second.token })).status).toBe(404)
    expect((await api('GET', path, { token: first.token })).status).toBe(200)
    const seenByPoster = await api('GET', path, { token: poster.token })
    expect(seenByPoster.status).toBe(200)
    expect(JSON.stringify(seenByPoster.body)).not.toContain(first.email)

    const list = await api(
      'GET',
      `/api/opportunity-applications?where[opportunity][equals]=${opportunity.id}&depth=2`,
      { token: poster.token },
    )
    expect(list.body.totalDocs).toBe(2)
    expect(JSON.stringify(list.body)).not.toContain(first.email)
    expect(JSON.stringify(list.body)).not.toContain(second.email)
    // Nor does an applicant see the poster's address through the opportunity.
    const mine = await api('GET', path, { token: first.token })
    expect(JSON.stringify(mine.body)).not.toContain(poster.email)
    const secondSees = await api(
      'GET',
      `/api/opportunity-applications?where[opportunity][equals]=${opportunity.id}&depth=0`,
      { token: second.token },
    )
    expect(secondSees.body.totalDocs).toBe(1)
    // Searching applications by the applicant's e-mail finds nothing for the poster either.
    const byEmail = await api(
      'GET',
      `/api/opportunity-applications?where[user.email][equals]=${encodeURIComponent(first.email)}`,
      { token: poster.token },
    )
    expect(byEmail.body.totalDocs ?? 0).toBe(0)
  })

  it('una por miembro, a oportunidades abiertas ajenas, con respuestas y enlaces válidos', async () => {
    const opportunity = await publish(poster)
    const member = await confirmedMember()
    expect((await apply(poster, opportunity.id)).status).toBe(403)
    const noAnswers = await apply(member, opportunity.id, { answers: [] })
    expect(noAnswers.status).toBe(400)
    expect(noAnswers.body.errors[0].message).toMatch(/cada una de las preguntas/)
    const badLink = await apply(member, opportunity.id, { links: [{ url: 'javascript:alert(1)' }] })
    expect(badLink.status).toBe(400)
    const tooLong = await apply(member, opportunity.id, { note: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    expect(JSON.stringify(tooLong.body)).toMatch(/1000/)
    const forged = await apply(member, opportunity.id, { status: 'accepted', poster: member.id })
    expect(forged.status).toBe(201)
    expect(forged.body.doc.status).toBe('pending')
    expect(forged.body.doc.poster).toBe(poster.id)
    const again = await apply(member, opportunity.id)
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe('Ya te postulaste a esta oportunidad.')

    // Edits stop at the first application; closing and reopening still work.
    const edit = await api('PATCH', `/api/opportunities/${opportunity.id}`, {
      token: poster.token,
      body: { title: 'Otro título' },
    })
    expect(edit.status).toBe(409)
    const close = await api('PATCH', `/api/opportunities/${opportunity.id}?depth=0`, {
      token: poster.token,
      body: { status: 'closed' },
    })
    expect(close.status).toBe(200)
    const late = await apply(await confirmedMember(), opportunity.id)
    expect(late.status).toBe(409)
    expect(late.body.errors[0].message).toBe('Esta oportunidad ya no acepta solicitudes.')
    const reopen = await api('PATCH', `/api/opportunities/${opportunity.id}?depth=0`, {
      token: poster.token,
      body: { status: 'open' },
    })
    expect(reopen.status).toBe(200)
    const count = await api('GET', `/api/opportunities/${opportunity.id}?depth=0`, {
      token: poster.token,
    })
    expect(count.body.applicationsCount).toBe(1)
  })
})

describe('revisar solicitudes', () => {
  it('Pendiente → Preseleccionada → Aceptada o Descartada, avisando al solicitante', async () => {
    const opportunity = await publish(poster)
    const chosen = await confirmedMember({ firstName: 'Elegida' })
    const other = await confirmedMember({ firstName: 'Otra' })
    const a = (await apply(chosen, opportunity.id)).body.doc
    const b = (await apply(other, opportunity.id)).body.doc
    const move = (who: Session, id: number, status: string) =>
      api('PATCH', `/api/opportunity-applications/${id}?depth=0`, {
        token: who.token,
        body: { status },
      })

    // Only the poster decides; the applicant only withdraws a pending one.
    expect((await move(chosen, a.id, 'accepted')).status).toBe(403)
    expect([403, 404]).toContain((await move(other, a.id, 'declined')).status)
    expect((await move(poster, a.id, 'shortlisted')).body.doc.status).toBe('shortlisted')
    expect((await move(poster, a.id, 'pending')).status).toBe(409)
    expect((await move(chosen, a.id, 'withdrawn')).status).toBe(403)
    expect((await move(poster, a.id, 'accepted')).body.doc.status).toBe('accepted')
    expect((await move(poster, b.id, 'declined')).body.doc.status).toBe('declined')

    const notices = async (member: Session) =>
      (
        await api('GET', `/api/notifications?where[recipient][equals]=${member.id}&depth=0`, {
          token: member.token,
        })
      ).body.docs.map((doc: { title: string }) => doc.title)
    expect(await notices(chosen)).toEqual(
      expect.arrayContaining(['Tu solicitud fue preseleccionada', '¡Tu solicitud fue aceptada!']),
    )
    expect(await notices(other)).toContain('Tu solicitud fue descartada')
    expect(await notices(poster)).toContain('Nueva solicitud')

    const mails = async (member: Session) =>
      (
        await db.query(
          `SELECT input->>'subject' AS subject FROM payload_jobs
            WHERE task_slug = 'sendEmail' AND input->>'to' = $1`,
          [member.email],
        )
      ).rows.map((row) => row.subject)
    expect(await mails(chosen)).toContain('¡Te aceptaron en una oportunidad de Tarima!')
    expect(await mails(other)).toContain('Novedades sobre tu solicitud en Tarima')
    // The poster is told in the site only; shortlisting sends no e-mail.
    expect(await mails(chosen)).toHaveLength(2) // the welcome e-mail and the acceptance

    const withdrawer = await confirmedMember()
    const c = (await apply(withdrawer, opportunity.id)).body.doc
    expect((await move(withdrawer, c.id, 'withdrawn')).body.doc.status).toBe('withdrawn')
    expect((await move(poster, c.id, 'accepted')).status).toBe(409)
  })

  it('los editores ocultan y destacan, pero no reescriben', async () => {
    const opportunity = await publish(poster)
    const editor = await userWithRole('editor')
    const moderated = await api('PATCH', `/api/opportunities/${opportunity.id}?depth=0`, {
      token: editor.token,
      body: { featured: true, hidden: true, title: 'Reescrita por el editor' },
    })
    expect(moderated.status).toBe(200)
    expect(moderated.body.doc.featured).toBe(true)
    expect(moderated.body.doc.title).toBe(gig().title)
    expect((await api('GET', `/api/opportunities/${opportunity.id}`)).status).toBe(404)
    const reporter = await confirmedMember()
    const report = await api('POST', '/api/reports', {
      token: reporter.token,
      body: {
        targetType: 'opportunity',
        opportunity: opportunity.id,
        reason: 'Piden pagar por aplicar',
      },
    })
    // Hidden now: the reporter can no longer read it, so the report is refused as unavailable.
    expect(report.status).toBe(400)
    const founder = await founderLogin()
    const visible = await publish(poster)
    const ok = await api('POST', '/api/reports?depth=0', {
      token: reporter.token,
      body: {
        targetType: 'opportunity',
        opportunity: visible.id,
        reason: 'Piden pagar por aplicar',
      },
    })
    expect(ok.status).toBe(201)
    const hide = await api('PATCH', `/api/reports/${ok.body.doc.id}`, {
      token: founder.token,
      body: { action: 'hide' },
    })
    expect(hide.status).toBe(200)
    expect((await api('GET', `/api/opportunities/${visible.id}`)).status).toBe(404)
  })
})

describe('señales de estafa', () => {
  const reportsOf = async (id: number, token: string) =>
    (await api('GET', `/api/reports?where[opportunity][equals]=${id}&depth=0`, { token })).body
      .docs as { id: number; reporter: number | null; reason: string; signals: string }[]

  it('una que pide dinero para postularse llega sola a la lista de denuncias del equipo', async () => {
    const founder = await founderLogin()
    const scam = await publish(poster, {
      title: 'Casting para video musical en Santo Domingo',
      description:
        'Para participar hay que pagar una cuota de inscripción de 50 USD por Western Union.',
    })
    const [report, ...more] = await reportsOf(scam.id, founder.token)
    expect(more).toHaveLength(0)
    expect(report!.reporter).toBeNull()
    expect(report!.signals).toContain('cuota de inscripcion')
    expect(report!.reason).toMatch(/^Aviso automático/)
    // The poster neither reads it nor is charged for it; editing again files no second one.
    expect(await reportsOf(scam.id, poster.token)).toHaveLength(0)
    const edited = await api('PATCH', `/api/opportunities/${scam.id}?depth=0`, {
      token: poster.token,
      body: { title: 'Casting para video musical en Santo Domingo (actualizado)' },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await reportsOf(scam.id, founder.token)).toHaveLength(1)
    // The editor acts from the report: the opportunity is hidden for everybody else.
    const hidden = await api('PATCH', `/api/reports/${report!.id}?depth=0`, {
      token: founder.token,
      body: { action: 'hide' },
    })
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200)
    expect((await api('GET', `/api/opportunities/${scam.id}`)).status).toBe(404)

    const honest = await publish(poster)
    expect(await reportsOf(honest.id, founder.token)).toHaveLength(0)
  })
})

describe('buscar', () => {
  it('encuentra por texto con acentos, sinónimos y erratas, y filtra', async () => {
    const opportunity = await publish(poster, {
      title: 'Productora de bachata para gira en Santo Domingo',
    })
    const ids = async (query: string) =>
      (await api('GET', `/api/opportunities/search?${query}`)).body.cards.map(
        (card: { id: number }) => card.id,
      )
    for (const query of [
      'q=bachata+santo+domingo',
      'q=productor',
      'q=BACHATA',
      'q=dominicana',
      'q=bachatera',
      'q=bachatta',
      'q=santo+domingo&tipo=production&pagado=1',
      'rol=Productor&genero=Bachata&pais=Rep%C3%BAblica+Dominicana',
    ]) {
      expect(await ids(query), query).toContain(opportunity.id)
    }
    for (const query of ['q=salsa+ponce', 'tipo=gig&q=santo+domingo', 'remoto=1&q=bachata+santo']) {
      expect(await ids(query), query).not.toContain(opportunity.id)
    }
    const page = await api('GET', '/api/opportunities/search')
    expect(page.body.cards.length).toBeLessThanOrEqual(12)
    expect(page.body.total).toBeGreaterThanOrEqual(page.body.cards.length)
  })
})

describe('«Para ti»', () => {
  type Card = { id: number; title: string }

  it('ordena por rol, género y país del miembro, también pasada la primera página', async () => {
    // A made-up word of this run in every title (random, so that no earlier run's is a close
    // spelling of it): the search keeps only these 16.
    const word = Array.from(
      { length: 12 },
      () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)],
    ).join('')
    const member = await confirmedMember()
    const found = await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`, {
      token: member.token,
    })
    const saved = await api('PATCH', `/api/profiles/${found.body.docs[0].id}?depth=0`, {
      token: member.token,
      body: { roles: ['Productor'], genres: ['Bachata'], country: 'República Dominicana' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)

    // Score 7: role, genre and country; 4: the role only; 3: genre and country; 0: nothing.
    const far = { genres: ['Techno'], country: 'México', city: 'Monterrey' }
    const kinds: [score: number, extra: Record<string, unknown>][] = [
      ...Array.from({ length: 5 }, () => [7, {}] as [number, Record<string, unknown>]),
      ...Array.from({ length: 8 }, () => [4, far] as [number, Record<string, unknown>]),
      [3, { roles: ['Fotógrafo'] }],
      [0, { roles: ['Fotógrafo'], ...far }],
      [0, { roles: ['Fotógrafo'], ...far }],
    ]
    // Four posters, four each (an established account publishes five a day), newest last.
    const posters = [poster, ...(await Promise.all([1, 2, 3].map(() => seasonedMember())))]
    const published: { id: number; score: number }[] = []
    for (const [i, [score, extra]] of kinds.entries()) {
      const title = `Oferta ${word} número ${i + 1}`
      const doc = await publish(posters[i % 4]!, { title, questions: [], ...extra })
      published.push({ id: doc.id, score })
    }
    // By score, then newest first: within a score, the one published later comes first.
    const expected = [...published]
      .reverse()
      .sort((a, b) => b.score - a.score)
      .map((row) => row.id)

    const pageOf = async (n: number, token?: string) => {
      const reply = await api(
        'GET',
        `/api/opportunities/search?q=${word}&orden=para-ti&pagina=${n}`,
        {
          token,
        },
      )
      expect(reply.status).toBe(200)
      return reply.body as { cards: Card[]; total: number; hasMore: boolean }
    }
    const first = await pageOf(1, member.token)
    const second = await pageOf(2, member.token)
    expect(first.total).toBe(16)
    expect(first.hasMore).toBe(true)
    expect(second.hasMore).toBe(false)
    // The first page holds only role matches (read through the role's index entries); the
    // second mixes the last of them with the rest (every row scored).
    expect([...first.cards, ...second.cards].map((card) => card.id)).toEqual(expected)

    // A visitor has no taste: the newest first.
    const visitor = await pageOf(1)
    expect(visitor.cards.map((card) => card.id)).toEqual(
      published
        .map((row) => row.id)
        .reverse()
        .slice(0, 12),
    )
  }, 120_000)
})

describe('la lista de /oportunidades', () => {
  const listPage = async (query: string, token?: string) => {
    const response = await fetch(`${BASE_URL}/oportunidades${query}`, {
      headers: token ? { cookie: `payload-token=${token}` } : {},
    })
    return {
      status: response.status,
      cache: response.headers.get('x-nextjs-cache'),
      html: await response.text(),
    }
  }

  it('a los visitantes la sirve la caché de páginas, y lo nuevo aparece enseguida', async () => {
    await listPage('?tipo=casting')
    const again = await listPage('?tipo=casting')
    expect(again.status).toBe(200)
    expect(again.cache).toBe('HIT')
    const title = `Convocatoria de coristas ${Date.now()}`
    await publish(poster, { kind: 'casting', title })
    // Publishing expires the tag; the next request may still get the old page once.
    await expect
      .poll(async () => (await listPage('?tipo=casting')).html, {
        timeout: 30_000,
        interval: 1_000,
      })
      .toContain(title)
    // The cached pages behind src/proxy.ts are not addresses of their own.
    for (const path of ['/oportunidades/vista/inicio', '/oportunidades/vista/dGlwbz1jYXN0aW5n']) {
      expect((await fetch(`${BASE_URL}${path}`)).status, path).toBe(404)
    }
  })

  it('la de un miembro, una búsqueda de texto o filtros combinados se leen cada vez', async () => {
    const cases: [string, string | undefined][] = [
      ['?tipo=casting', poster.token],
      ['?q=bachata', undefined],
      ['?tipo=casting&pagado=1', undefined],
    ]
    for (const [query, token] of cases) {
      await listPage(query, token)
      const again = await listPage(query, token)
      expect(again.status, query).toBe(200)
      expect(again.cache, query).toBeNull()
    }
  })
})

describe('una tormenta de 100 solicitudes a una oportunidad', () => {
  const members: Session[] = []
  beforeAll(async () => {
    // Sign-ups a few at a time: the point is the storm, not the sign-up path.
    while (members.length < 100) {
      members.push(...(await Promise.all(Array.from({ length: 10 }, () => signUp()))))
    }
  }, 900_000)

  it('todas contestan, una por miembro, y el contador cuadra con las filas', async () => {
    const opportunity = await publish(poster)
    const twice = members[0]!
    const send = (member: Session) =>
      apply(member, opportunity.id, {}, STORM_ANSWER_MS).catch(() => ({ status: 0, body: null }))
    const replies = await Promise.all([
      ...members.map(send),
      // One member sends four more at the same moment: still one application.
      ...Array.from({ length: 4 }, () => send(twice)),
    ])
    const statuses = replies.map((reply) => reply.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(100)
    expect(statuses.filter((status) => status !== 201).every((s) => s === 409 || s === 400)).toBe(
      true,
    )
    expect(
      await countRows('opportunity_applications', 'opportunity_id = $1', [opportunity.id]),
    ).toBe(100)
    const shown = await api('GET', `/api/opportunities/${opportunity.id}?depth=0`, {
      token: poster.token,
    })
    expect(shown.body.applicationsCount).toBe(100)
  }, 300_000)
})
