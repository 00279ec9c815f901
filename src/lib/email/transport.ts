import nodemailer, { type Transporter } from 'nodemailer'

import { escapeControls, htmlToText } from './text'

/**
 * SMTP_URL when set (production, tests, the docker-compose catcher); otherwise every e-mail is
 * written to the log so local runs never try to reach the internet. Either way every e-mail
 * leaves with a text part (derived from its HTML when the sender gave none).
 */
export function createTransport(): Transporter {
  const smtpUrl = process.env.SMTP_URL
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : logTransport()
  transport.use('compile', (mail, done) => {
    const { html, text } = mail.data
    if (!text && typeof html === 'string') mail.data.text = htmlToText(html)
    done()
  })
  return transport
}

/**
 * Writes each e-mail to the log. Subjects, names and addresses come from users, so control
 * characters are escaped and every body line is indented: nothing in a mail can forge a log line.
 */
function logTransport(): Transporter {
  return nodemailer.createTransport({
    name: 'tarima-log',
    version: '1',
    send(mail, callback) {
      const envelope = mail.message.getEnvelope()
      const field = (value: unknown) => escapeControls(String(value ?? ''))
      const body = String(mail.data.text ?? '')
        .split(/\r\n|\r|\n/)
        .map((line) => `  | ${escapeControls(line)}`)
        .join('\n')
      console.info(
        `[correo] De: ${field(envelope.from)} | Para: ${field(envelope.to.join(', '))} | Asunto: ${field(mail.data.subject)}\n${body}`,
      )
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
