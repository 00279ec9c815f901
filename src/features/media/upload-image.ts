import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '@/lib/image-signature'
import { IMAGE_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '@/lib/limits'

/** A failed upload as the interface shows it: a title and a description. */
export type UploadProblem = { title: string; description: string }

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem.description)
  }
}

const INVALID_TYPE: UploadProblem = {
  title: t.upload.invalidTypeTitle,
  description: t.upload.invalidType,
}
const TOO_LARGE: UploadProblem = { title: t.upload.tooLargeTitle, description: t.upload.tooLarge }

/**
 * The quick browser-side check by the browser's type: an image other than SVG, at most
 * IMAGE_MAX_BYTES. inspectImageFile also reads the first bytes.
 */
export function checkImageFile(file: File): UploadProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return INVALID_TYPE
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE
  return null
}

/**
 * The check at pick time: the first bytes are a PNG, JPEG, GIF, WebP or AVIF (whatever the
 * name says: a renamed text or an SVG is refused), at most IMAGE_MAX_BYTES. The server checks the
 * same signatures again (src/lib/upload-safety.ts).
 */
export async function inspectImageFile(file: File): Promise<UploadProblem | null> {
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer())
  } catch {
    return INVALID_TYPE // Unreadable (moved or deleted since it was picked).
  }
  if (!imageKindOf(head)) return INVALID_TYPE
  return file.size > IMAGE_MAX_BYTES ? TOO_LARGE : null
}

export type UploadedImage = { id: number; url: string }

/** What the interface shows for any failure of uploadImage. */
export const uploadProblemOf = (error: unknown): UploadProblem =>
  error instanceof UploadError
    ? error.problem
    : { title: t.upload.failedTitle, description: t.upload.failed }

/**
 * Uploads an image to the media collection as the signed-in member and returns its id.
 * Throws an UploadError with the catalogue's Spanish texts (t.upload).
 */
export async function uploadImage(file: File, alt: string): Promise<UploadedImage> {
  const problem = await inspectImageFile(file)
  if (problem) throw new UploadError(problem)

  const form = new FormData()
  form.append('file', file)
  form.append('_payload', JSON.stringify({ alt: alt.slice(0, 200) }))
  let body: { doc?: { id: number; url?: string; sizes?: { card?: { url?: string } } } } | null
  try {
    body = await apiRequest('POST', '/api/media', form, { timeoutMs: UPLOAD_TIMEOUT_MS })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new UploadError(describeFailure(error.status, error.message))
  }
  if (!body?.doc) throw new UploadError(describeFailure(200, ''))
  return { id: body.doc.id, url: body.doc.sizes?.card?.url || body.doc.url || '' }
}

function describeFailure(status: number, message: string): UploadProblem {
  const title = t.upload.failedTitle
  // No answer: the connection dropped or the wait ran out (the catalogue's text says which).
  if (status === 0) return { title, description: message }
  if (status === 413) return { title: t.upload.tooLargeTitle, description: t.upload.tooLarge }
  if (status === 401 || status === 403) return { title, description: t.upload.policy }
  if (status === 429) return { title, description: t.rateLimit.tooMany }
  if (status === 400) return { title: t.upload.invalidTypeTitle, description: t.upload.invalidType }
  if (status >= 500) return { title, description: t.upload.storage }
  return { title, description: message ? t.upload.withMessage(message) : t.upload.failed }
}
