import { afterEach, describe, expect, it, vi } from 'vitest'

import { founderEmails, payloadSecret } from '@/lib/env'

afterEach(() => vi.unstubAllEnvs())

describe('environment', () => {
  it('refuses to run in production without PAYLOAD_SECRET, in Spanish', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', '')
    expect(() => payloadSecret()).toThrow(/Falta PAYLOAD_SECRET/)
  })
  it('uses PAYLOAD_SECRET when given', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 'una-clave-larga')
    expect(payloadSecret()).toBe('una-clave-larga')
  })
  it('reads FOUNDER_EMAILS as a trimmed, lower-case list', () => {
    vi.stubEnv('FOUNDER_EMAILS', ' Ana@Tarima.app, ,beto@tarima.app ')
    expect(founderEmails()).toEqual(['ana@tarima.app', 'beto@tarima.app'])
  })
})
