import { t } from '../i18n'

// Environment settings read in one place. Production is NODE_ENV=production.

export const isProduction = process.env.NODE_ENV === 'production'

export const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')

/** Required in production; development gets a fixed, clearly non-secret value. */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV === 'production') throw new Error(t.env.missingSecret)
  return 'tarima-dev-secret-not-for-production'
}

/** FOUNDER_EMAILS: comma-separated addresses that get the founder role at sign-up and seed. */
export const founderEmails = (): string[] =>
  (process.env.FOUNDER_EMAILS || '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)

export const s3Config = () => {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return null
  return {
    bucket,
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
  }
}

/** Local upload folder when S3 is not configured. */
export const mediaDir = process.env.MEDIA_DIR || `${process.cwd()}/.data/media`

/** Where contact-form messages are e-mailed. */
export const teamAddress = () => process.env.CONTACT_EMAIL || 'equipo@tarima.app'
