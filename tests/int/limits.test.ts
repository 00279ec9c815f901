// Limits without holes: contact messages are limited for members too, profile edits (which expire
// cached pages) are limited, a client cannot choose its own address through the server's internal
// header, and blocks are their owner's alone.
import { describe, expect, it } from 'vitest'

import { contactBody, created, randomIp } from '../helpers/access'
import { api, founderLogin, signUp } from '../helpers/api'

const contact = (headers: Record<string, string>, token?: string) =>
  api('POST', '/api/contact-messages', { body: contactBody(), headers, token })

describe('contact messages from signed-in members', () => {
  it('are limited per member, whatever address they come from', async () => {
    const member = await signUp()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await contact({ 'x-forwarded-for': randomIp() }, member.token)).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('share their address’s budget with visitors', async () => {
    const [first, second] = await Promise.all([signUp(), signUp()])
    const from = { 'x-forwarded-for': randomIp() }
    const statuses = [
      (await contact(from)).status,
      (await contact(from)).status,
      (await contact(from, first.token)).status,
      (await contact(from, first.token)).status,
      (await contact(from, second.token)).status,
    ]
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    const sixth = await contact(from, second.token)
    expect(sixth.status).toBe(429)
    expect(JSON.stringify(sixth.body)).toContain('Demasiados intentos')
  })
})

describe('profile edits', () => {
  it('are limited per member (30 an hour for a new account), never for founders', async () => {
    const member = await signUp()
    const found = await api('GET', `/api/profiles?where[user][equals]=${member.id}&depth=0`, {
      token: member.token,
    })
    const id = (found.body.docs as { id: number }[])[0]!.id
    const statuses = []
    for (let i = 0; i < 31; i++) {
      const body = { bio: `Edición ${i}` }
      statuses.push(
        (await api('PATCH', `/api/profiles/${id}`, { body, token: member.token })).status,
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    const founder = await founderLogin()
    const byFounder = { body: { bio: 'Revisado' }, token: founder.token }
    expect((await api('PATCH', `/api/profiles/${id}`, byFounder)).status).toBe(200)
  })
})

describe('the client address', () => {
  it('cannot be picked through the server’s own header', async () => {
    // src/lib/client-ip.ts: x-tarima-client-ip is written by scripts/serve.mjs over whatever the
    // client sent, and ignored without that server. A fresh value per request gains nothing.
    const from = { 'x-forwarded-for': randomIp() }
    const statuses = []
    for (let i = 0; i < 11; i++) {
      const reply = await api('POST', '/api/newsletter-subscribers/subscribe', {
        body: { name: '', email: '' },
        headers: { ...from, 'x-tarima-client-ip': randomIp() },
      })
      statuses.push(reply.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('blocks', () => {
  it('are read by their owner only, not by founders', async () => {
    const [blocker, blocked] = await Promise.all([signUp(), signUp()])
    const block = await created(blocker, 'blocks', { blocked: blocked.id })
    const founder = await founderLogin()

    const list = await api(
      'GET',
      `/api/blocks?depth=0&limit=100&where[blocker][equals]=${blocker.id}`,
      {
        token: founder.token,
      },
    )
    expect(list.status).toBe(200)
    expect(list.body.docs).toEqual([])
    const everyone = await api('GET', '/api/blocks?depth=0&limit=1000', { token: founder.token })
    expect(
      everyone.body.docs.filter((doc: { blocker: number }) => doc.blocker !== founder.id),
    ).toEqual([])
    expect((await api('GET', `/api/blocks/${block.id}`, { token: founder.token })).status).toBe(404)

    const own = await api('GET', '/api/blocks?depth=0', { token: blocker.token })
    expect(own.body.docs.map((doc: { id: number }) => doc.id)).toEqual([block.id])
  })
})
