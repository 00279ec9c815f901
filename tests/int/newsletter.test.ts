import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, api, founderLogin, signUp, uniqueEmail } from '../helpers/api'
import {
  decodedText,
  mailHtml,
  mailQueueSettled,
  startSmtpSink,
  tokenFromMail,
} from '../helpers/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  smtp = await startSmtpSink()
})
afterAll(async () => {
  await smtp.close()
})

const subscribe = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/api/newsletter-subscribers/subscribe', { body, headers })

async function subscriberOf(email: string) {
  const founder = await founderLogin()
  const found = await api('GET', `/api/newsletter-subscribers?where[email][equals]=${email}`, {
    token: founder.token,
  })
  return found.body.docs[0]
}

describe('newsletter', () => {
  it('validates with the Spanish texts and stores nothing on bad input', async () => {
    const empty = await subscribe({ name: '  ', email: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0].message).toBe('Por favor completa tu nombre y email')
    const email = 'no-es-email'
    const invalid = await subscribe({ name: 'Ana', email })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors[0].message).toBe('Por favor ingresa un email válido')
    // A long name has its own message, not the e-mail's.
    const long = await subscribe({ name: 'N'.repeat(121), email: uniqueEmail('largo') })
    expect(long.status).toBe(400)
    expect(long.body.errors[0].message).toBe('El nombre no puede superar los 120 caracteres')
    expect(long.body.fieldErrors).toEqual({ name: 'El nombre no puede superar los 120 caracteres' })
    expect((await subscribe({ name: 'N'.repeat(120), email: uniqueEmail('justo') })).status).toBe(
      200,
    )
    expect(
      (
        await api('POST', '/api/newsletter-subscribers', {
          body: { name: 'x', email: uniqueEmail() },
        })
      ).status,
    ).toBe(403)
  })

  it('double opt-in: the e-mailed link confirms once; the answer never tells who is subscribed', async () => {
    const email = uniqueEmail('lector')
    const first = await subscribe({ name: 'Lector', email })
    expect(first.status).toBe(200)
    expect(first.body.message).toBe('Te hemos enviado un email de confirmación')
    expect((await subscriberOf(email)).status).toBe('pending')

    const mail = await smtp.waitFor(email, 'Confirmar suscripción')
    const token = tokenFromMail(mail, '/newsletter/confirm')
    expect(decodedText(mail)).toContain('/newsletter/unsubscribe?id=')
    const confirmed = await api('POST', '/api/newsletter-subscribers/confirm', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect((await subscriberOf(email)).status).toBe('confirmed')
    const reused = await api('POST', '/api/newsletter-subscribers/confirm', { body: { token } })
    expect(reused.status).toBe(400)

    // Subscribing again answers the same and sends nothing more.
    const again = await subscribe({ name: 'Lector', email })
    expect(again.body).toEqual(first.body)
    await mailQueueSettled()
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1)
  })

  it('unsubscribes in one click with the e-mailed link only', async () => {
    const email = uniqueEmail('baja')
    await subscribe({ name: 'Baja', email })
    const text = decodedText(await smtp.waitFor(email, 'Confirmar suscripción'))
    const [, id, token] = text.match(/unsubscribe\?id=(\d+)&token=([A-Za-z0-9_-]+)/) ?? []
    const forged = await api('POST', '/api/newsletter-subscribers/unsubscribe', {
      body: { id, token: 'falso' },
    })
    expect(forged.status).toBe(400)
    const done = await api('POST', '/api/newsletter-subscribers/unsubscribe', {
      body: { id, token },
    })
    expect(done.status).toBe(200)
    expect((await subscriberOf(email)).status).toBe('unsubscribed')
  })

  it('links the unsubscribe address in the HTML part of the confirmation e-mail', async () => {
    const email = uniqueEmail('enlace-baja')
    await subscribe({ name: 'Enlace', email })
    const mail = await smtp.waitFor(email, 'Confirmar suscripción')
    const html = mailHtml(mail)
    expect(html).toBeDefined()
    // The address is both the link's target and its text, not a bare text to copy.
    const link = /<a href="([^"]*\/newsletter\/unsubscribe\?[^"]*)"[^>]*>([^<]*)<\/a>/.exec(html!)
    expect(link, html).not.toBeNull()
    const href = link![1].replace(/&#38;|&amp;/g, '&')
    expect(href).toMatch(/\/newsletter\/unsubscribe\?id=\d+&token=[A-Za-z0-9_-]+$/)
    expect(link![2].replace(/&#38;|&amp;/g, '&')).toBe(href)
    // The plain-text part keeps the address as it was.
    expect(decodedText(mail)).toContain(`date de baja aquí: ${href}`)
  })

  it('carries a one-click List-Unsubscribe header that a mail client can POST to', async () => {
    const email = uniqueEmail('cabecera')
    await subscribe({ name: 'Cabecera', email })
    const mail = await smtp.waitFor(email, 'Confirmar suscripción')
    const header = /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r\n\s+/g, ' '))?.[1]
    expect(header).toMatch(/\/api\/newsletter-subscribers\/unsubscribe\?id=\d+&token=/)
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im)

    // What Gmail and others send (RFC 8058): a form-encoded POST to that address.
    const url = new URL(header!)
    const response = await fetch(`${BASE_URL}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect((await subscriberOf(email)).status).toBe('unsubscribed')
  })

  it('answers a bot that fills the hidden field like anyone, but stores and sends nothing', async () => {
    const email = uniqueEmail('bot')
    const reply = await subscribe({ name: 'Bot', email, website: 'https://spam.example' })
    expect(reply.status).toBe(200)
    expect(reply.body.message).toBe('Te hemos enviado un email de confirmación')
    expect(await subscriberOf(email)).toBeUndefined()
    await mailQueueSettled()
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0)
  })

  it('tells a bot nothing about its other fields: a bad name and e-mail get the same answer', async () => {
    const reply = await subscribe({ name: 'x'.repeat(500), email: 'no-es-correo', website: 'spam' })
    expect(reply.status).toBe(200)
    expect(reply.body.message).toBe('Te hemos enviado un email de confirmación')
    expect(await subscriberOf('bot@example.com')).toBeUndefined()
  })

  it('limits per mailbox: case, spaces, +tags and Gmail dots share one budget', async () => {
    const user = `boletin${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const variants = [
      `${user}+uno@pruebas.tarima.test`,
      ` ${user.toUpperCase()}+dos@Pruebas.Tarima.Test `,
      `${user}@pruebas.tarima.test`,
      `${user}+tres@pruebas.tarima.test`,
    ]
    // Each call comes from its own made-up IP (tests/helpers/api.ts): only the mailbox is shared.
    const statuses = []
    for (const email of variants) statuses.push((await subscribe({ name: 'Ana', email })).status)
    expect(statuses).toEqual([200, 200, 200, 429])

    const dotted = user.split('').join('.')
    const gmail = [
      `${dotted}@gmail.com`,
      `${user}+x@googlemail.com`,
      `${user.slice(0, 3)}.${user.slice(3)}@GMAIL.com`,
      `${user}@gmail.com`,
    ]
    const gmailStatuses = []
    for (const email of gmail) gmailStatuses.push((await subscribe({ name: 'Ana', email })).status)
    expect(gmailStatuses).toEqual([200, 200, 200, 429])
    // Other providers keep their dots: a.b@ is not ab@.
    expect((await subscribe({ name: 'Ana', email: `${dotted}@pruebas.tarima.test` })).status).toBe(
      200,
    )
  })

  it('is rate-limited per address and only founders read the list', async () => {
    const headers = { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}` }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await subscribe({ name: '', email: '' }, headers)).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    const member = await signUp()
    expect((await api('GET', '/api/newsletter-subscribers', { token: member.token })).status).toBe(
      403,
    )
  })
})
