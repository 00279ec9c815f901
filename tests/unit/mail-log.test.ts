import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { mailLinks } from '../../src/lib/email/text'
import { createTransport } from '../../src/lib/email/transport'

describe('the local mail log', () => {
  let lines: string[]
  const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_LOG: process.env.MAIL_LOG }

  beforeEach(() => {
    delete process.env.SMTP_URL
    delete process.env.MAIL_LOG
    lines = []
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)))
  })
  afterEach(() => {
    vi.restoreAllMocks()
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('lists the links of an HTML-only e-mail on its line', async () => {
    await createTransport().sendMail({
      from: 'hola@tarima.app',
      to: 'ana@tarima.test',
      subject: 'Confirma tu correo',
      html:
        '<p>Hola, <a href="http://localhost:3000/confirm-email?token=abc&amp;next=%2Fprofile">confirma</a>' +
        ' o <a href=\'https://tarima.app/ayuda\'>pide ayuda</a>. <a href="mailto:equipo@tarima.app">Escríbenos</a></p>',
    })
    const first = lines.join('\n').split('\n')[0]
    expect(first).toBe(
      '[correo] Para ana@tarima.test — «Confirma tu correo» — enlaces: ' +
        'http://localhost:3000/confirm-email?token=abc&next=%2Fprofile https://tarima.app/ayuda',
    )
  })

  it('says when an e-mail has no link', async () => {
    await createTransport().sendMail({
      from: 'hola@tarima.app',
      to: 'ana@tarima.test',
      subject: 'Gracias',
      text: 'Hemos recibido tu mensaje.',
    })
    expect(lines[0].split('\n')[0]).toBe('[correo] Para ana@tarima.test — «Gracias» — sin enlaces')
  })

  it('takes the hrefs of the HTML and the URLs written in the text, once each', () => {
    expect(
      mailLinks(
        '<a href="https://tarima.app/a">A</a>',
        'Abre https://tarima.app/a. O bien https://tarima.app/b, y (https://tarima.app/c).',
      ),
    ).toEqual(['https://tarima.app/a', 'https://tarima.app/b', 'https://tarima.app/c'])
  })
})
