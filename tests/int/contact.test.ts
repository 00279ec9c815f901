import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { randomIp } from '../helpers/access'
import { api, userWithRole } from '../helpers/api'
import { startSmtpSink } from '../helpers/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
// Each test speaks from its own made-up address, so the per-IP limit of one (or of an earlier run
// within the hour) does not touch the others.
const from = (ip: string) => ({ 'x-forwarded-for': ip })

beforeAll(async () => {
  smtp = await startSmtpSink()
})
afterAll(() => smtp.close())

const message = {
  name: 'Lucía Ortiz',
  email: 'lucia@correo.test',
  subject: 'Colaboración',
  message: '¿Aceptan demos de bachata?',
}

describe('contact messages', () => {
  it('are stored and e-mailed to the team', async () => {
    const { status } = await api('POST', '/api/contact-messages', {
      body: message,
      headers: from(randomIp()),
    })
    expect(status).toBe(201)
    // The team's address also gets other tests' messages (queued, retried): wait for this one.
    const mail = await smtp.waitFor('equipo@tarima.test', message.message)
    expect(mail.raw).toMatch(/Reply-To: .*lucia@correo\.test/i)
  })

  it('are read by editors, never by visitors or members', async () => {
    expect((await api('GET', '/api/contact-messages')).status).toBe(403)
    const member = await userWithRole('member')
    expect((await api('GET', '/api/contact-messages', { token: member.token })).status).toBe(403)
    const editor = await userWithRole('editor')
    const list = await api('GET', '/api/contact-messages?where[email][equals]=lucia@correo.test', {
      token: editor.token,
    })
    expect(list.status).toBe(200)
    expect(list.body.totalDocs).toBeGreaterThan(0)
  })

  it('need all four fields', async () => {
    const { status } = await api('POST', '/api/contact-messages', {
      body: { ...message, subject: '' },
      headers: from(randomIp()),
    })
    expect(status).toBe(400)
  })

  it('refuse a message over 5.000 characters, whatever the form shows', async () => {
    const long = await api('POST', '/api/contact-messages', {
      body: { ...message, message: 'x'.repeat(5_001) },
      headers: from(randomIp()),
    })
    expect(long.status).toBe(400)
    const full = await api('POST', '/api/contact-messages', {
      body: { ...message, message: 'x'.repeat(5_000) },
      headers: from(randomIp()),
    })
    expect(full.status).toBe(201)
  })

  it('are rate-limited per address with a Spanish 429', async () => {
    const statuses: number[] = []
    let last: Record<string, unknown> = {}
    const ip = randomIp()
    for (let i = 0; i < 6; i++) {
      const reply = await api('POST', '/api/contact-messages', {
        body: message,
        headers: from(ip),
      })
      statuses.push(reply.status)
      last = reply.body
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses[5]).toBe(429)
    expect(JSON.stringify(last)).toContain('Demasiados intentos')
  })
})
