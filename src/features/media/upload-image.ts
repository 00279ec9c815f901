import * as t from '@/i18n/es'
import { IMAGE_MAX_BYTES } from '@/lib/limits'

/** A failed upload as SPEC.md shows it: a title and a description. */
export type UploadProblem = { title: string; description: string }

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem.description)
  }
}

/** The browser-side check of SPEC.md (the server checks the bytes again). */
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
 * Throws an UploadError with SPEC.md's Spanish texts.
 */
export async function uploadImage(file: File, alt: string): Promise<UploadedImage> {
  const problem = checkImageFile(file)
  if (problem) throw new UploadError(problem)

  const form = new FormData()
  form.append('file', file)
  form.append('_payload', JSON.stringify({ alt: alt.slice(0, 200) }))
  let response: Response
  try {
    response = await fetch('/api/media', { method: 'POST', body: form, credentials: 'include' })
  } catch {
    throw new UploadError({ title: t.upload.failedTitle, description: t.upload.storage })
  }
  const body = (await response.json().catch(() => null)) as {
    doc?: { id: number; url?: string; sizes?: { card?: { url?: string } } }
    errors?: { message?: string }[]
  } | null
  if (response.ok && body?.doc) {
    return { id: body.doc.id, url: body.doc.sizes?.card?.url || body.doc.url || '' }
  }
  throw new UploadError(describeFailure(response.status, body?.errors?.[0]?.message))
}

function describeFailure(status: number, message: string | undefined): UploadProblem {
  const title = t.upload.failedTitle
  if (status === 413) return { title: t.upload.tooLargeTitle, description: t.upload.tooLarge }
  if (status === 401 || status === 403) return { title, description: t.upload.policy }
  if (status === 429) return { title, description: t.rateLimit.tooMany }
  if (status === 400) return { title: t.upload.invalidTypeTitle, description: t.upload.invalidType }
  if (status >= 500) return { title, description: t.upload.storage }
  return { title, description: message ? t.upload.withMessage(message) : t.upload.failed }
}
