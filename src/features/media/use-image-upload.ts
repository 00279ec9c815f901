'use client'

import { useCallback, useRef } from 'react'

import { lazyModule } from '@/components/ui/lazy-module'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import type { UploadedImage } from './upload-image'

/**
 * The upload itself (its checks, requests and texts), fetched when a form sends its image, not
 * with the page.
 */
const uploads = lazyModule(() => import('./upload-image'))

/**
 * Uploads a picked image when its form is sent. A retry after a later failure reuses the upload
 * instead of storing the file twice; a failed upload is shown in a toast and gives null.
 */
export function useImageUpload() {
  const uploaded = useRef<{ file: File; image: UploadedImage } | null>(null)
  return useCallback(async (file: File, alt: string): Promise<UploadedImage | null> => {
    if (uploaded.current?.file === file) return uploaded.current.image
    const upload = await uploads.load().catch(() => null)
    if (!upload) {
      toast.error(t.requests.offline)
      return null
    }
    try {
      const image = await upload.uploadImage(file, alt)
      uploaded.current = { file, image }
      return image
    } catch (error) {
      const problem = upload.uploadProblemOf(error)
      toast.error(problem.title, { description: problem.description })
      return null
    }
  }, [])
}
