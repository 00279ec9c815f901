'use client'

import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react'

import { PenSquare } from '@/components/icons/square-pen'
import { X } from '@/components/icons/x'
import { Button } from '@/components/ui/button'
import { CountedTextAreaField, TextField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import { ImagePicker } from '@/features/media/image-picker'
import { useImageUpload } from '@/features/media/use-image-upload'
import * as t from '@/i18n/es'
import { POST_MAX } from '@/lib/limits'
import { fieldErrors } from '@/lib/validation'
import { ApiError } from '@/lib/api-client'
import { createPost } from './feed-api'
import type { FeedAuthor, FeedPost } from './feed-types'
import { postSchema, type PostInput } from './post-schema'

const copy = t.feed.composer

const EMPTY: Required<PostInput> = {
  content: '',
  musicTitle: '',
  spotifyUrl: '',
  youtubeUrl: '',
  imageUrl: '',
}

type Props = { me: FeedAuthor; onPublished: (post: FeedPost) => void }

/**
 * "Nuevo post": a button that opens the composer. A published post clears and closes it; on a
 * failure everything typed (and the chosen image) stays, with the reason next to its field.
 */
export function PostComposer({ me, onPublished }: Props) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(EMPTY)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, startTransition] = useTransition()
  const upload = useImageUpload()
  const panelId = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)

  const set = (field: keyof PostInput) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  const close = () => setOpen(false)
  // Back to the "Nuevo post" button once the composer closes (it is rendered again by then).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus()
    wasOpen.current = open
  }, [open])

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = postSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      focusFirstError()
      return
    }
    setErrors({})
    startTransition(async () => {
      const image = file ? await upload(file, parsed.data.content.slice(0, 200)) : null
      // The upload hook already showed why the image failed; the form keeps everything.
      if (file && !image) return
      try {
        const saved = await createPost({ ...parsed.data, image: image?.id ?? null })
        onPublished({
          id: saved.id,
          content: saved.content,
          musicTitle: saved.musicTitle ?? null,
          spotifyUrl: saved.spotifyUrl ?? null,
          youtubeUrl: saved.youtubeUrl ?? null,
          imageUrl: image?.url || saved.imageUrl || null,
          likesCount: 0,
          commentsCount: 0,
          createdAt: saved.createdAt,
          author: me,
          likeId: null,
        })
        setValues(EMPTY)
        setFile(null)
        toast.success(copy.published)
        close()
      } catch (error) {
        console.error(copy.error, error)
        const api = error instanceof ApiError ? error : null
        if (api) {
          setErrors(api.fieldErrors)
          focusFirstError()
        }
        toast.error(copy.errorTitle, { description: api?.message || copy.error })
      }
    })
  }

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      {open ? null : (
        <Button
          ref={opener}
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls={panelId}
          className="w-full sm:w-auto"
        >
          <PenSquare aria-hidden="true" className="size-4" />
          {copy.open}
        </Button>
      )}
      <div id={panelId} hidden={!open}>
        {open ? (
          <form ref={form} onSubmit={submit} noValidate className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-xl font-bold tracking-tight">{copy.title}</h2>
              <button
                type="button"
                onClick={close}
                aria-label={copy.close}
                className="inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <CountedTextAreaField
              name="post-contenido"
              label={copy.content}
              placeholder={copy.contentPlaceholder}
              rows={4}
              maxLength={POST_MAX}
              value={values.content}
              onChange={(event) => set('content')(event.target.value)}
              error={errors.content}
              required
              autoFocus
            />
            <TextField
              name="post-titulo"
              label={copy.musicTitle}
              placeholder={copy.musicTitlePlaceholder}
              maxLength={200}
              value={values.musicTitle}
              onChange={(event) => set('musicTitle')(event.target.value)}
              error={errors.musicTitle}
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                name="post-spotify"
                type="url"
                inputMode="url"
                label={copy.spotifyUrl}
                placeholder={copy.urlPlaceholder}
                value={values.spotifyUrl}
                onChange={(event) => set('spotifyUrl')(event.target.value)}
                error={errors.spotifyUrl}
              />
              <TextField
                name="post-youtube"
                type="url"
                inputMode="url"
                label={copy.youtubeUrl}
                placeholder={copy.urlPlaceholder}
                value={values.youtubeUrl}
                onChange={(event) => set('youtubeUrl')(event.target.value)}
                error={errors.youtubeUrl}
              />
            </div>
            <TextField
              name="post-imagen-enlace"
              type="url"
              inputMode="url"
              label={copy.imageUrl}
              placeholder={copy.urlPlaceholder}
              value={values.imageUrl}
              onChange={(event) => set('imageUrl')(event.target.value)}
              error={errors.imageUrl}
            />
            <ImagePicker label={copy.image} file={file} onChange={setFile} error={errors.image} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                {copy.cancel}
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? copy.submitting : copy.submit}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </div>
  )
}
