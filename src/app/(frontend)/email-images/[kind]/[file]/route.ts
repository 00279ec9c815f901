import {
  EMAIL_IMAGE_KINDS,
  emailImage,
  emailImageId,
  type EmailImageKind,
} from '@/features/newsletter/email-images'
import { t } from '@/i18n'
import { errorResponse } from '@/lib/error-envelope'
import { getPayloadClient } from '@/lib/payload'

type Params = { params: Promise<{ kind: string; file: string }> }

/**
 * GET /email-images/{body|logo}/{id}-{version}: an upload as JPEG or PNG for e-mails
 * (src/features/newsletter/email-images.ts). Public, as the upload itself is; the address changes
 * with the upload, so mail clients and their proxies may keep it for good.
 */
export async function GET(_request: Request, { params }: Params) {
  const { kind, file } = await params
  const id = emailImageId(file)
  if (!(kind in EMAIL_IMAGE_KINDS) || id == null) return errorResponse(404, t.upload.fileNotFound)
  const payload = await getPayloadClient()
  try {
    const image = await emailImage(payload, kind as EmailImageKind, id)
    if (!image) return errorResponse(404, t.upload.fileNotFound)
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        'Content-Type': image.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    payload.logger.error({ err: error, kind, id }, 'No se pudo preparar la imagen del correo')
    return errorResponse(500, t.serverErrors.unexpected)
  }
}

export const dynamic = 'force-dynamic'
