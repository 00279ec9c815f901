// Two places copy or patch Payload internals, both checked against Payload 3.90.1:
// - src/platform/db-resilience.ts (hardenDatabase) patches the adapter's drizzle.transaction and
//   commitTransaction so that a failed COMMIT fails the request;
// - src/platform/session-token.ts re-implements Payload's JWT checks for the bell's fast path.
// These tests fail when an upgrade changes what those copies rely on: the adapter's shape, a failed
// COMMIT reaching the caller, and every token decided exactly as payload.auth() decides it.
import { readFileSync } from 'node:fs'

import { sql } from '@payloadcms/db-postgres'
import { SignJWT, decodeJwt } from 'jose'
import { JWT_AUTH_VERSION, jwtSign, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload } from '../../scripts/lib/prepare'
import { countUnread } from '../../src/features/notifications/sql'
import { postgresOf, sqlPool } from '../../src/lib/db'
import {
  tokenSettingsFromEnv,
  tokenSettingsOf,
  verifySessionToken,
} from '../../src/platform/session-token'
import { api, signUp, type Session } from '../helpers/api'

/** The version both copies were last read against; see the comments in both files. */
const CHECKED = '3.90.1'

let payload: Payload

beforeAll(async () => {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
  ])
  payload = await getPayload({ config, key: 'payload-internals-test' })
})

afterAll(async () => {
  if (payload) await closePayload(payload)
})

describe('the Payload the copies were checked against', () => {
  it.each(['payload', '@payloadcms/db-postgres', '@payloadcms/drizzle'])(
    '%s is the checked version (after an upgrade: re-read the mirrored files, then bump it)',
    (name) => {
      const manifest = JSON.parse(
        readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
      ) as { version: string }
      expect(manifest.version).toBe(CHECKED)
    },
  )
})

describe('hardenDatabase (src/platform/db-resilience.ts)', () => {
  it('finds the adapter parts it patches, with the shapes it relies on', async () => {
    const db = postgresOf(payload)
    expect(typeof db.drizzle.transaction).toBe('function')
    expect(typeof db.beginTransaction).toBe('function')
    expect(typeof db.commitTransaction).toBe('function')
    expect(typeof db.sessions).toBe('object')
    expect(typeof db.pool.on).toBe('function')

    // A Payload transaction is one drizzle transaction whose `tx` sits in sessions[id].db until
    // commitTransaction removes it.
    const id = await db.beginTransaction()
    expect(id).not.toBeNull()
    const session = db.sessions[String(id)]
    expect(session).toBeDefined()
    expect(typeof session?.db.execute).toBe('function')
    expect(typeof session?.resolve).toBe('function')
    expect(typeof session?.reject).toBe('function')
    const { rows } = await session!.db.execute(sql`SELECT 1 AS one`)
    expect(rows[0]).toEqual({ one: 1 })
    await db.commitTransaction(id!)
    expect(db.sessions[String(id)]).toBeUndefined()
  })

  it('makes a failed COMMIT throw instead of passing for a stored write', async () => {
    const db = postgresOf(payload)
    const id = await db.beginTransaction()
    const tx = db.sessions[String(id)]!.db
    // A deferred unique constraint is checked at COMMIT, which then fails.
    await tx.execute(
      sql`CREATE TEMP TABLE commit_check (n int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP`,
    )
    await tx.execute(sql`INSERT INTO commit_check VALUES (1), (1)`)
    await expect(db.commitTransaction(id!)).rejects.toThrow(/no se pudo confirmar/)
    expect(db.sessions[String(id)]).toBeUndefined()
  })

  it('leaves a COMMIT that works, and a rollback, as they were', async () => {
    const db = postgresOf(payload)
    const id = await db.beginTransaction()
    const tx = db.sessions[String(id)]!.db
    await tx.execute(sql`CREATE TEMP TABLE commit_ok (n int) ON COMMIT DROP`)
    await expect(db.commitTransaction(id!)).resolves.toBeUndefined()
    const other = await db.beginTransaction()
    await expect(db.rollbackTransaction(other!)).resolves.toBeUndefined()
    expect(db.sessions[String(other)]).toBeUndefined()
  })
})

describe('verifySessionToken (src/platform/session-token.ts) decides as payload.auth()', () => {
  let member: Session
  let origin: string

  beforeAll(async () => {
    member = await signUp()
    origin = payload.config.csrf[0] ?? ''
  })

  /** Who each side signs in for these headers: Payload's own strategy, and the fast path. */
  async function bothSay(headers: Record<string, string>) {
    const asked = new Headers(headers)
    const { user } = await payload.auth({ headers: asked })
    const token = await verifySessionToken(tokenSettingsOf(payload), asked)
    const open = token && (await countUnread(sqlPool(payload), token.userId, token.sid)).signedIn
    return { payload: user?.id ?? null, fastPath: open ? token.userId : null }
  }

  /** A token signed with Payload's own signer (payload/dist/auth/jwt.js) from the member's claims. */
  async function signed(changes: { expiresIn?: number; secret?: string } = {}) {
    const claims: Record<string, unknown> = { ...decodeJwt(member.token) }
    delete claims.iat
    delete claims.exp
    const { token } = await jwtSign({
      fieldsToSign: claims,
      secret: changes.secret ?? payload.secret,
      tokenExpiration: changes.expiresIn ?? 3600,
    })
    return token
  }

  it('the settings the production fast path derives from the environment are Payload’s', () => {
    const fromEnv = tokenSettingsFromEnv()
    const fromPayload = tokenSettingsOf(payload)
    expect(Buffer.from(fromEnv.key).toString()).toBe(Buffer.from(fromPayload.key).toString())
    expect(fromEnv.cookiePrefix).toBe(fromPayload.cookiePrefix)
    expect([...fromEnv.jwtOrder]).toEqual([...fromPayload.jwtOrder])
    expect(new Set(fromEnv.csrf)).toEqual(new Set(fromPayload.csrf))
  })

  const accepted: [string, () => Record<string, string>][] = [
    ['a JWT header', () => ({ Authorization: `JWT ${member.token}` })],
    ['a Bearer header', () => ({ Authorization: `Bearer ${member.token}` })],
    [
      'the cookie from the own origin',
      () => ({ Cookie: `payload-token=${member.token}`, Origin: origin }),
    ],
    [
      'the cookie, same-origin without Origin',
      () => ({ Cookie: `payload-token=${member.token}`, 'Sec-Fetch-Site': 'same-origin' }),
    ],
  ]
  it.each(accepted)('both accept %s', async (_name, headers) => {
    expect(await bothSay(headers())).toEqual({ payload: member.id, fastPath: member.id })
  })

  const refused: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    [
      'the cookie from another origin',
      async () => ({ Cookie: `payload-token=${member.token}`, Origin: 'https://otro.example' }),
    ],
    [
      'the cookie, cross-site',
      async () => ({ Cookie: `payload-token=${member.token}`, 'Sec-Fetch-Site': 'cross-site' }),
    ],
    [
      'the cookie without Origin or Sec-Fetch-Site',
      async () => ({ Cookie: `payload-token=${member.token}` }),
    ],
    [
      'a tampered signature',
      async () => ({ Authorization: `JWT ${member.token.slice(0, -4)}AAAA` }),
    ],
    [
      'an expired token',
      async () => ({ Authorization: `JWT ${await signed({ expiresIn: -60 })}` }),
    ],
    [
      'a token of another format version (authVersion)',
      async () => {
        const claims = decodeJwt(await signed())
        const token = await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION + 1, typ: 'JWT' })
          .sign(new TextEncoder().encode(payload.secret))
        return { Authorization: `JWT ${token}` }
      },
    ],
    [
      'a token signed with another secret',
      async () => ({ Authorization: `JWT ${await signed({ secret: 'otro-secreto' })}` }),
    ],
    [
      // The first method in jwtOrder that finds a token decides: a bad header beats a good cookie.
      'a bad header with a good cookie',
      async () => ({
        Authorization: 'JWT no-es-un-token',
        Cookie: `payload-token=${member.token}`,
        Origin: origin,
      }),
    ],
  ]
  it.each(refused)('both refuse %s', async (_name, headers) => {
    expect(await bothSay(await headers())).toEqual({ payload: null, fastPath: null })
  })

  it('both accept a fresh token from Payload’s signer, so the refusals above are the changes', async () => {
    const token = await signed()
    expect(await bothSay({ Authorization: `JWT ${token}` })).toEqual({
      payload: member.id,
      fastPath: member.id,
    })
  })

  it('both refuse the token once its session is signed out', async () => {
    const session = await signUp()
    const headers = { Authorization: `JWT ${session.token}` }
    expect(await bothSay(headers)).toEqual({ payload: session.id, fastPath: session.id })
    const logout = await api('POST', '/api/users/logout', { token: session.token })
    expect(logout.status).toBe(200)
    expect(await bothSay(headers)).toEqual({ payload: null, fastPath: null })
  })
})
