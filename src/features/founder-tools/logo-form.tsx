'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react'

import { ImageUp, RotateCcw } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { toast } from '@/components/ui/toast'
import { useImageUpload } from '@/features/media/use-image-upload'
import { FALLBACK_LOGO, type SiteSettings } from '@/features/site/site-settings'
import * as t from '@/i18n/es'
import { apiReply } from '@/lib/api-client'
import { LOGO_TYPES, checkLogoFile } from './logo-rules'

const copy = t.founderTools.logo
const ENDPOINT = '/api/globals/site-settings/logo'

/**
 * The logo page's form: drop an image on the zone or pick it (the zone is the file input's label,
 * so keyboard users tab to the input), see it next to the current logo, save, or go back to the
 * default. The file goes to media through the shared upload; the endpoint then sets it as logo.
 */
export function LogoForm({ current }: { current: SiteSettings['logo'] }) {
  const router = useRouter()
  const upload = useImageUpload()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const clear = () => {
    setFile(null)
    if (input.current) input.current.value = ''
  }

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    const found = checkLogoFile(chosen)
    if (found) {
      setProblem(`${found.title}: ${found.description}`)
      clear()
      return
    }
    setProblem(null)
    setFile(chosen)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    // Only image files are taken from a drop; anything else is refused with the usual message.
    const files = Array.from(event.dataTransfer.files)
    choose(files.find((each) => each.type.startsWith('image/')) ?? files[0])
  }

  const setLogo = async (media: number | null) => {
    const reply = await apiReply('POST', ENDPOINT, { media })
    if (!reply.ok) {
      toast.error(copy.errorTitle, { description: reply.message || copy.error })
      return false
    }
    // The server expired the cached settings: the top bar and the home show the new logo.
    router.refresh()
    return true
  }

  const save = async () => {
    if (!file || busy) return
    setBusy('save')
    const image = await upload(file, copy.altText)
    if (image && (await setLogo(image.id))) {
      toast.success(copy.savedTitle, { description: copy.saved })
      clear()
    }
    setBusy(null)
  }

  const reset = async () => {
    if (busy) return
    setBusy('reset')
    if (await setLogo(null)) {
      toast.success(copy.resetTitle, { description: copy.resetDone })
      clear()
    }
    setBusy(null)
  }

  return (
    <div className="space-y-8">
      <div className="grid gap-6 sm:grid-cols-2">
        <figure className="space-y-2">
          <figcaption className="text-sm font-semibold text-stone-900">
            {copy.currentLabel}
          </figcaption>
          <LogoTile>
            {/* eslint-disable-next-line @next/next/no-img-element -- uploads may live on S3 or a CDN */}
            <img
              src={current?.url ?? FALLBACK_LOGO.url}
              alt={current ? copy.currentAlt : copy.defaultAlt}
              className="max-h-full max-w-full object-contain"
            />
          </LogoTile>
          {current ? null : <p className="text-sm text-stone-600">{copy.defaultInUse}</p>}
        </figure>
        {preview ? (
          <figure className="space-y-2">
            <figcaption className="text-sm font-semibold text-stone-900">
              {copy.previewLabel}
            </figcaption>
            <LogoTile>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob preview */}
              <img
                src={preview}
                alt={copy.previewAlt}
                className="max-h-full max-w-full object-contain"
              />
            </LogoTile>
          </figure>
        ) : null}
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="logo-dropzone"
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby={`${inputId}-hints ${inputId}-problem`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
          disabled={busy !== null}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-fuchsia-700',
            dragging
              ? 'border-fuchsia-700 bg-fuchsia-50'
              : 'border-stone-300 bg-stone-50 hover:border-stone-400',
          )}
        >
          <ImageUp aria-hidden="true" className="size-10 text-fuchsia-700" />
          <span className="font-semibold text-stone-900">
            {dragging ? copy.dropActive : copy.dropLabel}
          </span>
          <span className="rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white">
            {copy.choose}
          </span>
          {file ? <span className="text-sm text-stone-700">{copy.chosen(file.name)}</span> : null}
        </label>
        <ul id={`${inputId}-hints`} className="mt-3 space-y-1 text-sm text-stone-600">
          {copy.hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
        <p
          id={`${inputId}-problem`}
          aria-live="polite"
          className="mt-2 min-h-5 text-sm font-medium text-red-700"
        >
          {problem}
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button onClick={save} disabled={!file || busy !== null}>
          {busy === 'save' ? copy.saving : copy.save}
        </Button>
        {file ? (
          <Button variant="secondary" onClick={clear} disabled={busy !== null}>
            {copy.clear}
          </Button>
        ) : null}
        {current ? (
          <Button variant="secondary" onClick={reset} disabled={busy !== null}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {busy === 'reset' ? copy.resetting : copy.reset}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

function LogoTile({ children }: { children: ReactNode }) {
  // A dark tile: the logo sits on the dark top bar of the site.
  return (
    <div className="flex h-40 items-center justify-center rounded-2xl bg-night p-6">{children}</div>
  )
}
