import { type Socket, connect } from 'node:net'

import nodemailer, { type Transporter } from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

import { escapeControls, htmlToText, mailLinks } from './text'

/**
 * Every wait on the mail server ends (nodemailer's defaults are 2 and 10 minutes): a server that
 * hangs fails the delivery, which the jobs queue retries, instead of holding the queue.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

type SocketCallback = (
  error: Error | null,
  socket?: { connection: ReturnType<typeof connect> },
) => void

/**
 * The TCP connection to the mail server, with Nagle's algorithm off: nodemailer 9 leaves it on,
 * and with the server's delayed acknowledgements every message then waited about 40 ms (the
 * newsletter bench went from 40 to several hundred e-mails a second). A TLS port (465) is still
 * upgraded by nodemailer over this socket.
 */
function getSocket(
  options: { host?: string; port?: number; secure?: boolean },
  callback: SocketCallback,
) {
  // nodemailer's own defaults when SMTP_URL names no port.
  const port = Number(options.port) || (options.secure ? 465 : 587)
  let socket: Socket
  try {
    socket = connect({ host: options.host, port })
  } catch (error) {
    callback(error as Error)
    return
  }
  socket.setNoDelay(true)
  socket.setTimeout(SMTP_TIMEOUTS.connectionTimeout, () =>
    socket.destroy(new Error('El servidor de correo no respondió a tiempo')),
  )
  socket.once('error', (error) => callback(error))
  socket.once('connect', () => {
    socket.setTimeout(0)
    socket.removeAllListeners('error')
    callback(null, { connection: socket })
  })
}

/**
 * Bulk sending (the newsletter) keeps a few connections open and paces itself: at most
 * `rateLimit` messages per `rateDelta` ms over the whole pool (none when rateLimit is absent).
 */
export type SmtpPooling = {
  pool: true
  maxConnections: number
  rateDelta?: number
  rateLimit?: number
}

/**
 * SMTP_URL when set (production, tests, the docker-compose catcher, the local inbox of
 * `npm start`); otherwise every e-mail is written to the log so local runs never try to reach the
 * internet. Either way every e-mail leaves with a text part (derived from its HTML when the sender
 * gave none). MAIL_LOG=true (set by scripts/start.ts with its local inbox) also logs one line per
 * e-mail sent over SMTP, with its links; never set it in a deployment: links carry live tokens.
 */
export function createTransport(pooling?: SmtpPooling): Transporter {
  const smtpUrl = process.env.SMTP_URL
  const transport = smtpUrl
    ? // Parsed here: nodemailer drops every other option when given a `url`.
      nodemailer.createTransport({
        ...parseConnectionUrl(smtpUrl),
        ...SMTP_TIMEOUTS,
        getSocket,
        ...pooling,
      })
    : logTransport()
  transport.use('compile', (mail, done) => {
    const { html, text } = mail.data
    if (!text && typeof html === 'string') mail.data.text = htmlToText(html)
    done()
  })
  if (smtpUrl && process.env.MAIL_LOG === 'true') {
    transport.use('stream', (mail, done) => {
      console.info(mailLogLine(mail))
      done()
    })
  }
  return transport
}

/**
 * `[correo] Para ana@… — «Asunto» — enlaces: https://…`: whom, what and every link (the HTML's
 * hrefs too, so an HTML-only e-mail shows its links). Subjects, names and addresses come from
 * users, so control characters are escaped: nothing in a mail can forge a log line.
 */
export function mailLogLine(mail: MailMessage): string {
  const field = (value: unknown) => escapeControls(String(value ?? ''))
  const { html, text, subject } = mail.data
  const links = mailLinks(
    typeof html === 'string' ? html : '',
    typeof text === 'string' ? text : '',
  )
  return `[correo] Para ${field(mail.message.getEnvelope().to.join(', '))} — «${field(subject)}» — ${
    links.length ? `enlaces: ${links.map(field).join(' ')}` : 'sin enlaces'
  }`
}

/** Writes each e-mail to the log: its line (mailLogLine), then its text part, every line indented. */
function logTransport(): Transporter {
  return nodemailer.createTransport({
    name: 'tarima-log',
    version: '1',
    send(mail, callback) {
      const envelope = mail.message.getEnvelope()
      const body = String(mail.data.text ?? '')
        .split(/\r\n|\r|\n/)
        .map((line) => `  | ${escapeControls(line)}`)
        .join('\n')
      console.info(`${mailLogLine(mail)}\n${body}`)
      callback(null, {
        envelope,
        messageId: mail.message.messageId(),
        accepted: envelope.to,
        rejected: [],
        pending: [],
        response: 'registrado en el log',
      })
    },
  })
}

type SmtpError = { command?: string; responseCode?: number; message?: string }

/**
 * What a failed sendMail says about its recipient: `refused` when the server refused the address
 * for good (5xx to RCPT TO), `later` when it asked to try it again later (4xx to RCPT TO), `null`
 * when the trouble is not the recipient's (the server away, timed out, sign-in or message
 * refused); with the reason, cut to 500 characters, to keep on the row.
 */
export function smtpFailure(error: unknown): {
  recipient: 'refused' | 'later' | null
  reason: string
} {
  const { command, responseCode, message } = error as SmtpError
  const reason = String(message ?? error).slice(0, 500)
  // Only an answer to RCPT TO is about this recipient.
  if (command !== 'RCPT TO' || typeof responseCode !== 'number') return { recipient: null, reason }
  return { recipient: responseCode >= 500 ? 'refused' : 'later', reason }
}
