import { describe, expect, it } from 'vitest'

import { reportReason } from '@/features/moderation/report-schema'
import { newsletterProblem } from '@/features/newsletter/newsletter-rules'
import { newsletterSchema } from '@/features/newsletter/schema'
import * as t from '@/i18n/es'
import { checkText, commentContent, email } from '@/lib/text-rules'
import { contactSchema } from '@/lib/validation'

// The rules public forms check in the browser are zod/mini schemas, and the server runs the very
// same ones (alone or inside its zod schemas): verdicts, trimmed values and Spanish messages.

describe('text rules', () => {
  it('comments: trimmed, required, at most 500 characters', () => {
    expect(checkText('  hola  ', commentContent)).toEqual({ ok: true, value: 'hola' })
    expect(checkText('\n\tx\n', commentContent)).toEqual({ ok: true, value: 'x' })
    expect(checkText('ñ'.repeat(500), commentContent).ok).toBe(true)
    for (const empty of ['', '   ']) {
      expect(checkText(empty, commentContent)).toEqual({
        ok: false,
        message: t.validation.commentRequired,
      })
    }
    expect(checkText('b'.repeat(501), commentContent)).toEqual({
      ok: false,
      message: t.validation.commentMax,
    })
  })

  it('report reasons: required, at most 1000 characters', () => {
    expect(checkText(' ', reportReason)).toEqual({
      ok: false,
      message: t.safety.report.reasonRequired,
    })
    expect(checkText('c'.repeat(1000), reportReason).ok).toBe(true)
    expect(checkText('c'.repeat(1001), reportReason)).toEqual({
      ok: false,
      message: t.safety.report.reasonMax,
    })
  })

  it('a value of another type gets the Spanish message', () => {
    expect(commentContent.safeParse(42).error?.issues[0]?.message).toBe(t.fieldTypes.text)
  })

  it('e-mail addresses: trimmed, lower-cased, zod’s pattern', () => {
    expect(email.parse('  Ana@Tarima.APP ')).toBe('ana@tarima.app')
    for (const good of ['ana@tarima.app', "o'neil+news@mail.example.pr"]) {
      expect(email.safeParse(good).success, good).toBe(true)
    }
    for (const bad of [
      'ana@',
      'ana tarima.app',
      'ana@tarima',
      'ana@@tarima.app',
      '.ana@tarima.app',
      'ana@-tarima.app',
      '',
    ]) {
      expect(email.safeParse(bad).error?.issues[0]?.message, bad).toBe(t.validation.invalidEmail)
    }
  })

  it('inside the server’s zod schemas, the same rules', () => {
    const contact = { name: 'Ana', subject: 'Hola', message: 'Un mensaje' }
    expect(contactSchema.parse({ ...contact, email: ' Ana@Tarima.app ' }).email).toBe(
      'ana@tarima.app',
    )
    expect(contactSchema.safeParse({ ...contact, email: 'ana@' }).error?.issues[0]?.message).toBe(
      t.validation.invalidEmail,
    )
  })
})

describe('newsletter sign-up', () => {
  it('refuses in the browser exactly what the server refuses', () => {
    const inputs = [
      { name: '', email: '' },
      { name: 'Marisol', email: '  ' },
      { name: '  ', email: 'marisol@tarima.app' },
      { name: 'Marisol', email: 'marisol@' },
      { name: 'M'.repeat(121), email: 'marisol@tarima.app' },
      { name: ' Marisol ', email: ' Marisol@Tarima.app ' },
    ]
    for (const input of inputs) {
      expect(newsletterProblem(input) === null, JSON.stringify(input)).toBe(
        newsletterSchema.safeParse(input).success,
      )
    }
    expect(newsletterProblem({ name: ' Marisol ', email: ' Marisol@Tarima.app ' })).toBeNull()
    expect(newsletterProblem({ name: 'Marisol', email: '' })).toBe('required')
    expect(newsletterProblem({ name: '', email: 'marisol@' })).toBe('required')
    expect(newsletterProblem({ name: 'Marisol', email: 'marisol@' })).toBe('invalid')
    expect(newsletterProblem({ name: 'M'.repeat(121), email: 'marisol@tarima.app' })).toBe(
      'nameTooLong',
    )
  })
})
