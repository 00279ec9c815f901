'use client'

import { useCallback, useRef } from 'react'

import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { UploadError, uploadImage, type UploadedImage } from './upload-image'

/**
 * Uploads a picked image when its form is sent. A retry after a later failure reuses the upload
 * instead of storing the file twice; a failed upload is shown in a toast and gives null.
 */
export function useImageUpload() {
  const uploaded = useRef<{ file: File; image: UploadedImage } | null>(null)
  return useCallback(async (file: File, alt: string): Promise<UploadedImage | null> => {
    if (uploaded.current?.file === file) return uploaded.current.image
    try {
      const image = await uploadImage(file, alt)
      uploaded.current = { file, image }
      return image
    } catch (error) {
      const problem =
        error instanceof UploadError
          ? error.problem
          : { title: t.upload.failedTitle, description: t.upload.failed }
      toast.error(problem.title, { description: problem.description })
      return null
    }
  }, [])
}
