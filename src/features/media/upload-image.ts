import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import { IMAGE_MAX_BYTES, UPLOAD_TIMEOUT_MS } from '@/lib/limits'

/** A failed upload as the interface shows it: a title and a description. */
export type UploadProblem = { title: string; description: string }

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem.description)
  }
}

/** The browser-side check: an image, at most IMAGE_MAX_BYTES (the server checks the bytes again). */
export function checkImageFile(file: File): UploadProblem | null {
  if (!file.type.startsWith('image/'))
    return { title: t.upload.invalidTypeTitle, description: t.upload.invalidType }
  if (file.size > IMAGE_MAX_BYTES)
    return { title: t.upload.tooLargeTitle, description: t.upload.tooLarge }
  return null
}

export type UploadedImage = { id: number; url: string }

/**
 * Uploads an image to the media collection as the signed-in member and returns its id.
 * Throws an UploadError with the catalogue's Spanish texts (t.upload).
 */
export async function uploadImage(file: File, alt: string): Promise<UploadedImage> {
  const problem = checkImageFile(file)
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
