import nodemailer, { type Transporter } from 'nodemailer'

/**
 * SMTP_URL when set (production, tests, the docker-compose catcher); otherwise every e-mail is
 * written to the log so local runs never try to reach the internet.
 */
export function createTransport(): Transporter {
  const smtpUrl = process.env.SMTP_URL
  if (smtpUrl) return nodemailer.createTransport(smtpUrl)
  return nodemailer.createTransport({
    name: 'tarima-log',
    version: '1',
    send(mail, callback) {
      const { from, to, subject, text } = mail.data
      console.info(
        `[correo] De: ${String(from)} | Para: ${String(to)} | Asunto: ${String(subject)}\n${String(text ?? '')}`,
      )
      const envelope = mail.message.getEnvelope()
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
