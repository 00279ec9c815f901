import { describe, expect, it } from 'vitest'

import { newsletterProblem } from '@/features/newsletter/newsletter-rules'
import { newsletterSchema } from '@/features/newsletter/schema'
import { reportReasonRule } from '@/features/safety/report-rules'
import { reportReason } from '@/features/safety/report-schema'
import { checkText, commentRule, isEmail, type TextRule } from '@/lib/text-rules'
import { commentContent, email } from '@/lib/validation'
import type { z } from 'zod'

// The browser checks public forms with text-rules.ts, the server with zod schemas built from the
// same rules: both must give the same verdict and the same Spanish message.

const texts = [
  '',
  '   ',
  'a',
  '  hola  ',
  '\n\tx\n',
  'ñ'.repeat(500),
  'b'.repeat(501),
  'c'.repeat(1001),
]

function sameVerdict(rule: TextRule, schema: z.ZodType<string>) {
  for (const text of texts) {
    const browser = checkText(text, rule)
    const server = schema.safeParse(text)
    expect(browser.ok, JSON.stringify(text)).toBe(server.success)
    if (browser.ok) expect(browser.value).toBe(server.data)
    else expect(browser.message).toBe(server.error?.issues[0]?.message)
  }
}

describe('text rules and their schemas', () => {
  it('comments: the same verdict and message in the browser and on the server', () => {
    sameVerdict(commentRule, commentContent)
  })
  it('report reasons: the same verdict and message', () => {
    sameVerdict(reportReasonRule, reportReason)
  })
  it('e-mail addresses: the browser accepts what the schema accepts', () => {
    for (const address of [
      'ana@tarima.app',
      '  Ana@Tarima.APP ',
      "o'neil+news@mail.example.pr",
      'ana@',
      'ana tarima.app',
      'ana@tarima',
      'ana@@tarima.app',
      '.ana@tarima.app',
      'ana@-tarima.app',
      '',
    ]) {
      expect(isEmail(address), address).toBe(email.safeParse(address).success)
    }
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
    expect(newsletterProblem({ name: 'Marisol', email: '' })).toBe('required')
    expect(newsletterProblem({ name: 'Marisol', email: 'marisol@' })).toBe('invalid')
  })
})
