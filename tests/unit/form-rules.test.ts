import { describe, expect, it } from 'vitest'

import {
  applicationFieldsSchema,
  onboardingApplicationSchema,
} from '@/features/accounts/application-schema'
import { emptyApplication } from '@/features/accounts/application-values'
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '@/lib/image-signature'
import { withScheme } from '@/lib/urls'
import { isPhone, optionalUrl } from '@/lib/validation'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  )

describe('image signatures (the picker and the server)', () => {
  it('tells the accepted formats by their first bytes', () => {
    expect(imageKindOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('png')
    expect(imageKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(imageKindOf(bytes('GIF89a'))).toBe('gif')
    expect(imageKindOf(bytes('GIF87a'))).toBe('gif')
    expect(imageKindOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
    expect(imageKindOf(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif')
    expect(IMAGE_SIGNATURE_BYTES).toBeGreaterThanOrEqual(12)
  })
  it('refuses text renamed as an image, SVG and other containers', () => {
    expect(imageKindOf(bytes('hola, soy un texto'))).toBeNull()
    expect(imageKindOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(imageKindOf(bytes('<?xml version="1.0"?><svg>'))).toBeNull()
    expect(imageKindOf(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull()
    expect(imageKindOf(bytes([0x89], 'PN'))).toBeNull()
    expect(imageKindOf(new Uint8Array())).toBeNull()
  })
})

describe('links typed without https://', () => {
  it('are completed before the URL rule judges them', () => {
    expect(withScheme('instagram.com/ana')).toBe('https://instagram.com/ana')
    expect(withScheme('  www.youtube.com/@ana ')).toBe('https://www.youtube.com/@ana')
    expect(withScheme('//open.spotify.com/artist/1')).toBe('https://open.spotify.com/artist/1')
    expect(withScheme('instagram.com:443/ana')).toBe('https://instagram.com:443/ana')
    expect(withScheme('http://x.com')).toBe('http://x.com')
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)')
    expect(withScheme('')).toBe('')
    expect(optionalUrl.parse('instagram.com/ana')).toBe('https://instagram.com/ana')
    expect(optionalUrl.parse(' tiktok.com/@ana ')).toBe('https://tiktok.com/@ana')
  })
  it('still refuses what is no web link once completed', () => {
    for (const bad of ['spotify', 'no es un enlace', 'javascript:alert(1)', 'mailto:a@b.com']) {
      expect(optionalUrl.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('phone numbers', () => {
  it('accepts phone characters with 7 to 15 digits', () => {
    for (const good of ['+1 787 555 0101', '(787) 555-0101', '600.123.456', '5550101']) {
      expect(isPhone(good), good).toBe(true)
    }
    for (const bad of [
      'abc',
      '555-01',
      '+1 787 555 0101 ext 2',
      '1234567890123456',
      '787/5550101',
    ]) {
      expect(isPhone(bad), bad).toBe(false)
    }
  })
  it('gives the Spanish message in both application schemas; /join keeps it optional', () => {
    const application = { ...emptyApplication(), phone: 'abc' }
    const join = applicationFieldsSchema.safeParse(application)
    expect(join.error?.issues.find((issue) => issue.path[0] === 'phone')?.message).toBe(
      'Ingresa un teléfono válido',
    )
    const joinEmpty = applicationFieldsSchema.safeParse({ ...application, phone: '' })
    expect(joinEmpty.error?.issues.some((issue) => issue.path[0] === 'phone')).toBe(false)
    const onboarding = onboardingApplicationSchema.safeParse(application)
    expect(onboarding.error?.issues.find((issue) => issue.path[0] === 'phone')?.message).toBe(
      'Ingresa un teléfono válido',
    )
  })
})
