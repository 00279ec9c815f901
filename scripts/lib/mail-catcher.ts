// The local inbox of `npm start` and `npm run dev` when SMTP_URL is not set: MailDev (an SMTP
// server and a web inbox) in this process, both listening on 127.0.0.1 only.
import type { IncomingMessage, Server } from 'node:http'
import { createServer } from 'node:net'

import { MailDev } from 'maildev'

const HOST = '127.0.0.1'

export type MailCatcherOptions = {
  /** 0 picks a free port (tests). */
  smtpPort: number
  uiPort: number
  /** Where the e-mails are kept across restarts; in memory when absent. */
  mailDirectory?: string
}

export type MailCatcher = { smtpUrl: string; inboxUrl: string; stop: () => Promise<void> }

/** The ports of MAIL_SMTP_PORT and MAIL_UI_PORT, 1025 and 1080 by default. */
export function mailCatcherPorts(env: NodeJS.ProcessEnv = process.env) {
  return { smtpPort: Number(env.MAIL_SMTP_PORT || 1025), uiPort: Number(env.MAIL_UI_PORT || 1080) }
}

/** Starts the catcher; rejects with a Spanish message when a port is taken or it cannot start. */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  // MailDev leaves its SMTP server listening when its web port fails: check both ports first.
  for (const port of [options.smtpPort, options.uiPort]) {
    if (port && !(await portIsFree(port))) throw new Error(`el puerto ${port} está ocupado`)
  }
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: HOST,
    web: options.uiPort,
    webIp: HOST,
    mailDirectory: options.mailDirectory,
    // Bounded, so a directory kept for months stays quick to load.
    maxEmails: 500,
    silent: true,
  })
  const servers = await maildev.start()
  // MailDev's web app answers its root with the inbox only when the request asks for HTML, and
  // with {"error":"Not found"} otherwise (node_modules/@maildev/ui/dist-server/index.js): the
  // address the README and the log print must open the inbox whatever the client accepts.
  const web = (servers.api as { app?: { server?: Server } } | undefined)?.app?.server
  web?.prependListener('request', (req: IncomingMessage) => {
    if (req.method === 'GET' && (req.url === '/' || req.url === ''))
      req.headers.accept = 'text/html'
  })
  const smtp = servers.smtp.getAddress()
  const ui = servers.api?.getAddress()
  return {
    smtpUrl: `smtp://${HOST}:${smtp.port}`,
    inboxUrl: `http://localhost:${ui?.port ?? options.uiPort}`,
    stop: () => maildev.stop(),
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, HOST, () => probe.close(() => resolve(true)))
  })
}
