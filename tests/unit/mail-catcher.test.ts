import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import { type MailCatcher, startMailCatcher } from '../../scripts/lib/mail-catcher'
import { createTransport } from '../../src/lib/email/transport'

type InboxMail = { subject: string; to: { address: string }[]; html: string }

const listen = (port = 0) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
const close = (server: Server) => new Promise((resolve) => server.close(resolve))
const portOf = (server: Server) => (server.address() as { port: number }).port

/** The inbox's e-mails, read through MailDev's HTTP API once the SMTP server has stored them. */
async function inbox(catcher: MailCatcher, count: number): Promise<InboxMail[]> {
  for (let tries = 0; ; tries++) {
    const reply = await fetch(`${catcher.inboxUrl}/api/email`)
    expect(reply.status).toBe(200)
    const mails = (await reply.json()) as InboxMail[]
    if (mails.length >= count || tries === 30) return mails
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the local inbox of npm start', () => {
  let catcher: MailCatcher | undefined
  const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_LOG: process.env.MAIL_LOG }

  afterEach(async () => {
    vi.restoreAllMocks()
    await catcher?.stop()
    catcher = undefined
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('receives what the site sends, shows it in its web inbox and keeps the log line', async () => {
    // A directory of its own, as npm start keeps one under .data/mail (created by MailDev).
    const mailDirectory = path.join(mkdtempSync(path.join(tmpdir(), 'tarima-mail-')), 'mail')
    onTestFinished(() => rmSync(path.dirname(mailDirectory), { recursive: true, force: true }))
    catcher = await startMailCatcher({ smtpPort: 0, uiPort: 0, mailDirectory })
    process.env.SMTP_URL = catcher.smtpUrl
    process.env.MAIL_LOG = 'true'
    const lines: string[] = []
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => void lines.push(String(line)))

    await createTransport().sendMail({
      from: 'hola@tarima.app',
      to: 'ana@tarima.test',
      subject: 'Restablece tu contraseña',
      html: '<p><a href="http://localhost:3000/reset-password?token=abc">Elige una nueva</a></p>',
    })

    expect(lines).toEqual([
      '[correo] Para ana@tarima.test — «Restablece tu contraseña» — enlaces: ' +
        'http://localhost:3000/reset-password?token=abc',
    ])
    const [mail] = await inbox(catcher, 1)
    expect(mail).toMatchObject({
      subject: 'Restablece tu contraseña',
      to: [{ address: 'ana@tarima.test' }],
    })
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc"')
    // The printed address opens the inbox, whatever the client accepts (curl sends */*).
    for (const accept of ['text/html', '*/*']) {
      const page = await fetch(catcher.inboxUrl, { headers: { Accept: accept } })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root">')
    }
  })

  it('says which port is taken, and leaves the other one free', async () => {
    const taken = await listen()
    const spare = await listen()
    const smtpPort = portOf(spare)
    await close(spare)
    try {
      await expect(startMailCatcher({ smtpPort, uiPort: portOf(taken) })).rejects.toThrow(
        `el puerto ${portOf(taken)} está ocupado`,
      )
      await close(await listen(smtpPort))
    } finally {
      await close(taken)
    }
  })
})
