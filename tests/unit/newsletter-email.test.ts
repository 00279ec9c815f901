import { describe, expect, it } from 'vitest'

import { personalEmail, type RenderedIssue } from '@/features/newsletter/issue-email'

// One subscriber's copy of a rendered issue (src/features/newsletter/issue-email.ts): what comes
// from subscribers (their name) can never become markup or extra lines, and each copy carries its
// own unsubscribe link.

const issue: RenderedIssue = {
  id: 7,
  subject: 'Tarima al día',
  preheader: 'Lo mejor de la semana',
  community: 'Tarima {{greeting}} $&',
  header: '<tr><td>Tarima {{greeting}} $&amp;</td></tr>',
  html: '<p>Cuerpo {{greeting}} $& $`</p>',
  text: 'Cuerpo',
  webUrl: 'https://tarima.app/newsletter/7',
}

describe('personalEmail', () => {
  it('greets by name, escaped in the HTML and on one line in the text', () => {
    const email = personalEmail(issue, {
      name: 'Ana <img src=x onerror=alert(1)>\nBcc: otro@x.test',
      unsubscribeUrl: 'https://tarima.app/newsletter/unsubscribe?id=1&token=abc&issue=7',
    })
    expect(email.html).toContain(
      '<p>Hola, Ana &#60;img src=x onerror=alert(1)&#62; Bcc: otro@x.test:</p>',
    )
    expect(email.html).not.toContain('<img src=x')
    expect(email.text.split('\n')[0]).toBe(
      'Hola, Ana <img src=x onerror=alert(1)> Bcc: otro@x.test:',
    )
    // What the editor and the settings wrote stays as written, whatever it looks like.
    expect(email.html).toContain('<p>Cuerpo {{greeting}} $& $`</p>')
    expect(email.html).toContain('<tr><td>Tarima {{greeting}} $&amp;</td></tr>')
  })

  it('keeps a name with replacement patterns as it is', () => {
    const email = personalEmail(issue, { name: '$` $& $1', unsubscribeUrl: null })
    expect(email.html).toContain('<p>Hola, $` $&#38; $1:</p>')
    expect(email.html.match(/<tr><td>Tarima/g)).toHaveLength(1)
  })

  it('carries the recipient’s own unsubscribe link and the web version, in both parts', () => {
    const url = 'https://tarima.app/newsletter/unsubscribe?id=42&token=t0k&issue=7'
    const email = personalEmail(issue, { name: 'Luis', unsubscribeUrl: url })
    expect(email.html).toContain(
      'href="https://tarima.app/newsletter/unsubscribe?id=42&#38;token=t0k&#38;issue=7"',
    )
    expect(email.text).toContain(`Para darte de baja, abre este enlace: ${url}`)
    expect(email.text).toContain('Ver en el navegador: https://tarima.app/newsletter/7')
    expect(email.html).toContain('Lo mejor de la semana')
  })

  it('names a nameless subscriber generically', () => {
    expect(personalEmail(issue, { name: '  ', unsubscribeUrl: null }).text).toMatch(
      /^Hola, suscriptor:/,
    )
  })
})
