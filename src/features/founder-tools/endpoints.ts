import nodemailer from 'nodemailer'
import type { PayloadRequest } from 'payload'

// Relative imports: the site-settings global loads this file outside Next (Payload CLI, seed).
import type { User } from '../../../payload-types'
import { defineEndpoint, json, refuse } from '@/lib/endpoint'
import { t } from '../../i18n'
import { compose } from '../../lib/email/messages'
import { deliverNow } from '../../lib/email/outbox'
import { siteUrl } from '../../lib/env'
import { LOGO_MAX_BYTES } from '../../lib/limits'
import type { Limit } from '../../lib/rate-limit'
import { LOGO_TYPES, logoSchema } from './logo-rules'

const copy = t.founderTools

/** Test e-mails per founder and hour: enough to debug, too few to spam anyone with. */
export const EMAIL_TEST_LIMIT: Limit = { name: 'email-test', max: 10, windowSeconds: 60 * 60 }
const VERIFY_TIMEOUT_MS = 4000

/**
 * Set on the request by the logo endpoint: the global's logo field takes a value only then
 * (collections/SiteSettings.ts), so the checked upload below is the one way to change it.
 */
export const LOGO_WRITE_CONTEXT = 'founderLogoWrite'

/** Founders only: the 401 and 403 say so in the tools' own words. */
export const FOUNDERS_ONLY = {
  auth: 'founder',
  refusals: { signedOut: copy.gate.signedOut, forbidden: copy.gate.founderOnly },
} as const

/**
 * POST /api/globals/site-settings/logo { media: id | null }: the founder sets the site's logo to an
 * image already uploaded to media (at most 2 MB), or goes back to the default with null. The
 * global's afterChange hook expires the `site-settings` cache tag, so every visitor sees it at once.
 */
const saveLogo = defineEndpoint({
  ...FOUNDERS_ONLY,
  path: '/logo',
  method: 'post',
  input: logoSchema,
  invalid: copy.logo.invalidBody,
  handler: async ({ req, user, input }) => {
    const { payload } = req
    const mediaId = input.media

    if (mediaId !== null) {
      const media = await payload
        .findByID({
          collection: 'media',
          id: mediaId,
          depth: 0,
          select: { filesize: true, mimeType: true, uploadedBy: true },
          overrideAccess: false,
          user,
          disableErrors: true,
        })
        .catch(() => null)
      if (!media) return refuse(400, copy.logo.mediaMissing)
      const problem =
        !media.mimeType || !LOGO_TYPES.includes(media.mimeType)
          ? copy.logo.notImage
          : (media.filesize ?? 0) > LOGO_MAX_BYTES
            ? copy.logo.tooLarge
            : null
      if (problem) {
        // The page uploaded it for the logo only: do not keep a refused file around.
        const owner = typeof media.uploadedBy === 'object' ? media.uploadedBy?.id : media.uploadedBy
        if (owner === user.id) await removeMedia(req, user, mediaId)
        return refuse(400, problem)
      }
    }

    try {
      const settings = await payload.updateGlobal({
        slug: 'site-settings',
        data: { logo: mediaId },
        context: { [LOGO_WRITE_CONTEXT]: true },
        depth: 1,
        select: { logo: true },
        overrideAccess: false,
        user,
        req,
      })
      const logo = settings.logo && typeof settings.logo === 'object' ? settings.logo : null
      return json({ logo: logo ? { id: logo.id, url: logo.url ?? null } : null })
    } catch (error) {
      payload.logger.error({ err: error, mediaId }, 'No se pudo guardar el logo')
      return refuse(500, copy.logo.error)
    }
  },
})

async function removeMedia(req: PayloadRequest, user: User, id: number) {
  try {
    await req.payload.delete({ collection: 'media', id, overrideAccess: false, user })
  } catch (error) {
    req.payload.logger.error({ err: error, mediaId: id }, 'No se pudo borrar el logo rechazado')
  }
}

/**
 * POST /api/globals/site-settings/email-test: sends a test e-mail to the founder through the
 * configured SMTP server; a failure answers 502 with the Spanish message instead of being hidden.
 */
const sendTestEmail = defineEndpoint({
  ...FOUNDERS_ONLY,
  path: '/email-test',
  method: 'post',
  limit: [{ limit: EMAIL_TEST_LIMIT, key: (_req, user) => `user:${user?.id}` }],
  handler: async ({ req, user }) => {
    const texts = copy.email.message
    const email = compose({
      subject: texts.subject,
      name: user.firstName,
      lines: [texts.body],
      action: texts.action,
      button: texts.button,
      url: `${siteUrl}/email-test`,
    })
    try {
      await deliverNow({ to: user.email, ...email })
    } catch (error) {
      req.payload.logger.error({ err: error, userId: user.id }, 'Error enviando email de prueba')
      return refuse(502, copy.email.error)
    }
    return json({ ok: true, to: user.email })
  },
})

export type EmailHealth = {
  configured: boolean
  host: string | null
  port: number | null
  /** null when there is no SMTP server to ask. */
  reachable: boolean | null
  /** The error code when the server did not answer (never its full message: it may hold names). */
  failure: string | null
  from: string
}

/**
 * GET /api/globals/site-settings/email-health: whether SMTP_URL is set (host and port only, never
 * the credentials), whether that server answers within a few seconds, and the from-address.
 */
const emailHealth = defineEndpoint({
  ...FOUNDERS_ONLY,
  path: '/email-health',
  method: 'get',
  handler: async ({ req }) => {
    const email = req.payload.email as { defaultFromAddress?: string; defaultFromName?: string }
    const from = `${email.defaultFromName ?? ''} <${email.defaultFromAddress ?? ''}>`.trim()
    return json(await checkSmtp(process.env.SMTP_URL, from), 200, { 'Cache-Control': 'no-store' })
  },
})

async function checkSmtp(smtpUrl: string | undefined, from: string): Promise<EmailHealth> {
  if (!smtpUrl) {
    return { configured: false, host: null, port: null, reachable: null, failure: null, from }
  }
  let url: URL
  try {
    url = new URL(smtpUrl)
  } catch {
    return { configured: true, host: null, port: null, reachable: false, failure: 'URL', from }
  }
  const secure = url.protocol === 'smtps:'
  const port = url.port ? Number(url.port) : secure ? 465 : 587
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: VERIFY_TIMEOUT_MS,
    greetingTimeout: VERIFY_TIMEOUT_MS,
    socketTimeout: VERIFY_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0])
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      transporter.verify(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
          VERIFY_TIMEOUT_MS + 500,
        )
      }),
    ])
    return { configured: true, host: url.hostname, port, reachable: true, failure: null, from }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const failure = typeof code === 'string' ? code.slice(0, 40) : 'ERROR'
    return { configured: true, host: url.hostname, port, reachable: false, failure, from }
  } finally {
    clearTimeout(timer)
    transporter.close()
  }
}

/** The founder tools' endpoints, mounted on the site-settings global. */
export const founderToolEndpoints = [saveLogo, sendTestEmail, emailHealth]
