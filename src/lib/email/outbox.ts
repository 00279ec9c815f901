import type { EmailAdapter, Payload, PayloadRequest, SendEmailOptions, TaskConfig } from 'payload'

import { createTransport } from './transport'
import type { Email } from './messages'

// Every e-mail leaves through Payload's jobs queue (payload.config.ts, `jobs`): a save only writes
// a `sendEmail` job, and the queue runner (src/lib/jobs.ts) delivers it after the save committed.
// A slow or failing mail server therefore never delays or fails a save, a rolled-back change sends
// nothing (its job row rolls back with it), and a failed delivery is retried with backoff.

export const SEND_EMAIL_TASK = 'sendEmail'

type Input = {
  to: string
  subject: string
  text?: string
  html?: string
  headers?: Record<string, string>
  from?: string
  replyTo?: string
  /** What the e-mail is, for the log line of a delivery that failed. */
  what?: string
}

const FROM_ADDRESS = process.env.MAIL_FROM || 'hola@tarima.app'
const FROM_NAME = 'Tarima'
/** Who every e-mail of the site is from. */
export const FROM_HEADER = `"${FROM_NAME}" <${FROM_ADDRESS}>`

let transport: ReturnType<typeof createTransport> | undefined

/** Delivers one queued e-mail over SMTP (or to the log); a throw makes the queue retry it. */
export const sendEmailTask: TaskConfig<{ input: Input; output: object }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Enviar correo',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'headers', type: 'json' },
    { name: 'from', type: 'text' },
    { name: 'replyTo', type: 'text' },
    { name: 'what', type: 'text' },
  ],
  // About 5 s, 10 s, 20 s, 40 s, 80 s, 160 s: a mail server down for minutes still gets the mail.
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, job, req }) => {
    try {
      await deliver(input)
    } catch (error) {
      req.payload.logger.error(
        { err: error, to: input.to, job: job.id, attempt: (job.totalTried ?? 0) + 1 },
        `No se pudo enviar el correo: ${input.what || input.subject}`,
      )
      throw error
    }
    return { output: {} }
  },
}

/** What a write queues: whom, the e-mail itself, and what it is (for the log). */
export type OutgoingEmail = Omit<Input, 'from'> & Partial<Email>

/**
 * Queues one e-mail. Given the request of a write, the job joins that write's transaction, so it
 * is sent only once the write commits and never if it rolls back; without one, it is queued at once.
 */
export async function queueEmail(
  payload: Payload,
  email: OutgoingEmail,
  req?: Partial<PayloadRequest>,
) {
  await payload.jobs.queue({ task: SEND_EMAIL_TASK, input: email, req: req as PayloadRequest })
}

/**
 * Sends at once, bypassing the queue: only for the founders' "send a test e-mail" check, whose
 * whole point is to report whether the mail server answers now.
 */
export const deliverNow = (email: OutgoingEmail) => deliver(email)

async function deliver({ to, subject, text, html, headers, from, replyTo }: Input) {
  await (transport ??= createTransport()).sendMail({
    to,
    subject,
    text: text ?? undefined,
    html: html ?? undefined,
    replyTo: replyTo ?? undefined,
    from: from || FROM_HEADER,
    headers: headers ?? undefined,
  })
}

/**
 * Payload's own e-mails (the password reset of its auth operations) and `payload.sendEmail` go
 * through the same queue: this adapter queues, the task delivers.
 */
export const queuedEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'tarima-queue',
  defaultFromAddress: FROM_ADDRESS,
  defaultFromName: FROM_NAME,
  sendEmail: async (message: SendEmailOptions) => {
    const { to, subject, text, html, replyTo, from } = message
    return payload.jobs.queue({
      task: SEND_EMAIL_TASK,
      input: {
        to: String(to),
        subject: String(subject ?? ''),
        text: typeof text === 'string' ? text : undefined,
        html: typeof html === 'string' ? html : undefined,
        replyTo: typeof replyTo === 'string' ? replyTo : undefined,
        from: typeof from === 'string' ? from : undefined,
      },
    })
  },
})
