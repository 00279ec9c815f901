'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { ImagePlus, X } from '@/components/icons'
import { cn } from '@/components/ui/cn'
import * as t from '@/i18n/es'
import { inspectImageFile } from './upload-image'

// The formats the server keeps (collections/Media.ts): the dialog offers these, not SVG.
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif'

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
 * A labelled image chooser with a preview. It only picks and checks the file (its first bytes and
 * 5 MB) the moment it is chosen: a bad file is never handed to the form, so the form cannot be
 * sent with it. The form uploads it with uploadImage() when it is submitted, so nothing is stored
 * before then. The browser's own button ("Choose File") is replaced by a Spanish one: the input
 * is visually hidden, keeps the focus and opens the dialog with the keyboard.
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
  // Only the last file chosen counts when checks of two files overlap.
  const picks = useRef(0)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  // The preview URL holds the file in memory until it is revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return
    const pick = ++picks.current
    const found = await inspectImageFile(chosen)
    if (pick !== picks.current) return
    if (found) {
      setProblem(`${found.title}: ${found.description}`)
      if (input.current) input.current.value = ''
      // The file chosen before is dropped too: what is shown is what would be sent.
      if (file) onChange(null)
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
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              required={required}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${inputId}-name ${inputId}-hint ${errorId}`}
              onChange={(event) => void choose(event.target.files?.[0])}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className="inline-flex min-h-10 cursor-pointer items-center rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-fuchsia-700 hover:bg-stone-700"
            >
              {file ? t.upload.change : t.upload.choose}
            </label>
            <span id={`${inputId}-name`} className="min-w-0 truncate text-sm text-stone-700">
              {file ? file.name : t.upload.noFile}
            </span>
          </div>
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
