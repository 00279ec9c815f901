import { describe, expect, it } from 'vitest'

import {
  commentContent,
  contactSchema,
  email,
  fieldErrors,
  optionalUrl,
  password,
  postContent,
} from '@/lib/validation'

describe('optionalUrl', () => {
  it('accepts http(s) links and trims them', () => {
    expect(optionalUrl.parse('  https://open.spotify.com/artist/1  ')).toBe(
      'https://open.spotify.com/artist/1',
    )
    expect(optionalUrl.parse('http://instagram.com/tarima')).toBe('http://instagram.com/tarima')
  })
  it('stores empty as null', () => {
    expect(optionalUrl.parse('')).toBeNull()
    expect(optionalUrl.parse('   ')).toBeNull()
  })
  it('refuses what is not a web link, with a Spanish message', () => {
    for (const bad of ['spotify', 'javascript:alert(1)', 'ftp://x.com/a', 'https://localhost']) {
      const result = optionalUrl.safeParse(bad)
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Ingresa una URL válida (https://...)')
    }
  })
})

describe('email and password', () => {
  it('normalises e-mail addresses', () => {
    expect(email.parse('  Ana@Tarima.APP ')).toBe('ana@tarima.app')
  })
  it('refuses malformed addresses', () => {
    expect(email.safeParse('ana@').success).toBe(false)
    expect(email.safeParse('ana tarima.app').success).toBe(false)
  })
  it('needs at least 6 characters of password', () => {
    expect(password.safeParse('12345').success).toBe(false)
    expect(password.safeParse('123456').success).toBe(true)
  })
})

describe('contactSchema', () => {
  it('requires all four fields, trimmed', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', subject: '', message: '  ' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'El nombre es requerido',
      email: 'El email es requerido',
      subject: 'El asunto es requerido',
      message: 'El mensaje es requerido',
    })
  })
  it('accepts a complete message and trims it', () => {
    const data = contactSchema.parse({
      name: ' Ana ',
      email: 'ANA@x.com',
      subject: ' Hola ',
      message: ' ¿Qué tal? ',
    })
    expect(data).toEqual({ name: 'Ana', email: 'ana@x.com', subject: 'Hola', message: '¿Qué tal?' })
  })
  it('refuses an invalid e-mail with the Spanish message', () => {
    const result = contactSchema.safeParse({
      name: 'Ana',
      email: 'no-es-email',
      subject: 'a',
      message: 'b',
    })
    expect(fieldErrors(result.error!).email).toBe('Por favor ingresa un email válido')
  })
})

describe('posts and comments', () => {
  it('limit posts to 200 characters and refuse blank ones', () => {
    expect(postContent.safeParse('a'.repeat(200)).success).toBe(true)
    expect(postContent.safeParse('a'.repeat(201)).success).toBe(false)
    expect(postContent.safeParse('   ').success).toBe(false)
  })
  it('limit comments to 500 characters', () => {
    expect(commentContent.safeParse('b'.repeat(500)).success).toBe(true)
    expect(commentContent.safeParse('b'.repeat(501)).success).toBe(false)
  })
})
