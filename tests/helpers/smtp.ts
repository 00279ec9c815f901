import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server that keeps what it receives. The app under test sends to
 * smtp://127.0.0.1:TEST_SMTP_PORT (set by the test runner).
 */
export async function startSmtpSink(
  port = Number(process.env.TEST_SMTP_PORT || 2526),
  {
    delayMs = 0,
    refuse = [],
  }: {
    /** A slow mail server: each message is accepted this long after its data. */ delayMs?: number
    /** Addresses this server refuses for good (550), as a real one refuses a mailbox that is gone. */
    refuse?: string[]
  } = {},
) {
  const mails: ReceivedMail[] = []
  /** While true the server answers every message "421, try later", as one that is overloaded. */
  let down = false
  const smtpError = (message: string, responseCode: number) =>
    Object.assign(new Error(message), { responseCode })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing drops the app's idle pooled connections after a second, not Payload's 30.
    closeTimeout: 1_000,
    onMailFrom(_address, _session, callback) {
      callback(down ? smtpError('Servicio no disponible, inténtalo más tarde', 421) : undefined)
    },
    onRcptTo(address, _session, callback) {
      callback(refuse.includes(address.address) ? smtpError('Buzón inexistente', 550) : undefined)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        setTimeout(() => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    mails,
    /** Waits until a mail for `to` arrives (whose decoded text holds `containing`, if given). */
    async waitFor(to: string, containing?: string, timeoutMs = 20_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const mail = mails.find(
          (m) => m.to.includes(to) && (!containing || decodedText(m).includes(containing)),
        )
        if (mail) return mail
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`No llegó ningún correo para ${to}`)
    },
    /** Refuses (421) or accepts mail again: the mail server failing and coming back. */
    setDown(value: boolean) {
      down = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The mail's text with quoted-printable soft breaks and escapes (UTF-8 bytes) undone. */
export function decodedText(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The token of the first link to `path` (for example "/reset-password") in a mail. */
export function tokenFromMail(mail: ReceivedMail, path: string): string {
  const match = decodedText(mail).match(new RegExp(`${path}\\?token=([A-Za-z0-9_%.-]+)`))
  if (!match) throw new Error(`No hay enlace a ${path} en el correo`)
  return decodeURIComponent(match[1])
}

/**
 * Waits until the app's jobs queue has tried every queued e-mail at least once (src/lib/jobs.ts):
 * only then does "no mail arrived" mean that none was sent, rather than not sent yet.
 */
export async function mailQueueSettled(timeoutMs = 20_000) {
  const { Pool } = await import('pg')
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const { rows } = await pool.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM payload_jobs
         WHERE task_slug = 'sendEmail' AND completed_at IS NULL AND (total_tried = 0 OR processing)`,
      )
      if (rows[0]?.waiting === 0) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error('La cola de correos no se vació a tiempo')
  } finally {
    await pool.end()
  }
}

/** A header of a received mail, unfolded, with its encoded words (RFC 2047) decoded. */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line
    ?.slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodedText({ from: '', to: [], raw: text.replace(/_/g, ' ') }),
    )
}

/** The decoded HTML part of a received mail (quoted-printable or base64), or undefined. */
export function mailHtml(mail: ReceivedMail): string | undefined {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)
  const part = parts.find((p) => /^Content-Type:\s*text\/html/im.test(p.split(/\r?\n\r?\n/)[0]))
  if (!part) return undefined
  const [head, ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '')
  return /^Content-Transfer-Encoding:\s*base64/im.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodedText({ from: '', to: [], raw: body })
}
