'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { ImagePlus } from '@/components/icons/image-plus'
import { X } from '@/components/icons/x'
import { cn } from '@/components/ui/cn'
import * as t from '@/i18n/es'
import { checkImageFile } from './upload-image'

type Props = {
  label: string
  /** The chosen file (not uploaded yet), or null. */
  file: File | null
  onChange: (file: File | null) => void
  /** The image already saved, shown until another is chosen. */
  currentUrl?: string | null
  error?: string
  required?: boolean
  className?: string
  /** Round preview for avatars. */
  round?: boolean
}

/**
 * A labelled image chooser with a preview. It only picks and checks the file (type and 5 MB);
 * the form uploads it with uploadImage() when it is submitted, so nothing is stored before then.
 */
export function ImagePicker({
  label,
  file,
  onChange,
  currentUrl,
  error,
  required,
  className,
  round,
}: Props) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  // The preview URL holds the file in memory until it is revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    const found = checkImageFile(chosen)
    if (found) {
      setProblem(`${found.title}: ${found.description}`)
      if (input.current) input.current.value = ''
      return
    }
    setProblem(null)
    onChange(chosen)
  }

  const shown = preview ?? currentUrl ?? null
  const message = problem ?? error
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex size-20 shrink-0 items-center justify-center overflow-hidden border border-stone-300 bg-stone-100',
            round ? 'rounded-full' : 'rounded-xl',
          )}
        >
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local blob preview
            <img src={shown} alt={t.upload.previewAlt} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-7 text-stone-500" />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            required={required}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${inputId}-hint ${errorId}`}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-stone-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-stone-700"
          />
          <p id={`${inputId}-hint`} className="text-xs text-stone-600">
            {t.upload.hint}
          </p>
          {file ? (
            <button
              type="button"
              onClick={() => {
                onChange(null)
                if (input.current) input.current.value = ''
              }}
              className="inline-flex items-center gap-1 text-xs font-semibold text-stone-700 underline"
            >
              <X aria-hidden="true" className="size-3" />
              {t.upload.remove}
            </button>
          ) : null}
        </div>
      </div>
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm font-medium text-red-700">
        {message}
      </p>
    </div>
  )
}
