'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type KeyboardEvent,
} from 'react'

import { SquarePen, X } from '@/components/icons'
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
import { loadsAsImage } from './image-link'
import { clearDraft, EMPTY_DRAFT, readDraft, saveDraft, type PostDraft } from './post-draft'
import { postSchema } from './post-schema'

const copy = t.feed.composer

/** The link fields, checked when they lose focus (the players' sites, the image loading). */
type LinkField = 'spotifyUrl' | 'youtubeUrl' | 'imageUrl'

type Props = { me: FeedAuthor; onPublished: (post: FeedPost) => void }

/**
 * "Nuevo post": a button that discloses the composer; Escape, "Cancelar" or the cross close it
 * and keep the draft (also in sessionStorage, so leaving the page loses nothing). A published post
 * clears and closes it; on a failure everything typed (and the chosen image) stays, with the
 * reason next to its field.
 */
export function PostComposer({ me, onPublished }: Props) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<PostDraft>(EMPTY_DRAFT)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, startTransition] = useTransition()
  const upload = useImageUpload()
  const panelId = useId()
  const titleId = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const form = useRef<HTMLFormElement>(null)
  // What the fields hold now, for checks that answer after the member typed on.
  const latest = useRef(values)

  const change = (next: PostDraft) => {
    latest.current = next
    setValues(next)
  }
  const set = (field: keyof PostDraft) => (value: string) => {
    const next = { ...values, [field]: value }
    change(next)
    saveDraft(me.userId, next)
  }

  const showError = (field: LinkField, message: string | null) =>
    setErrors((current) => {
      const next = { ...current }
      if (message) next[field] = message
      else delete next[field]
      return next
    })

  /** The field's own rule, and for the image link whether it loads; gives the problem or null. */
  const linkProblem = async (field: LinkField, value: string): Promise<string | null> => {
    const parsed = postSchema.shape[field].safeParse(value)
    if (!parsed.success) return parsed.error.issues[0]?.message ?? t.validation.invalidUrl
    if (field !== 'imageUrl' || !parsed.data) return null
    return (await loadsAsImage(parsed.data)) ? null : copy.imageLinkBroken
  }

  const checkLink = (field: LinkField) => async () => {
    const value = values[field]
    const problem = await linkProblem(field, value)
    // Typed on meanwhile: the newer value gets its own check on its blur.
    if (latest.current[field] === value) showError(field, problem)
  }

  const openComposer = () => {
    // Back on /feed after leaving it: what was typed comes back.
    const draft = readDraft(me.userId)
    if (draft) change(draft)
    setOpen(true)
  }
  const close = () => setOpen(false)
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    close()
  }
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
      const imageLink = parsed.data.imageUrl && (await linkProblem('imageUrl', values.imageUrl))
      if (imageLink) {
        setErrors({ imageUrl: imageLink })
        focusFirstError()
        return
      }
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
        change(EMPTY_DRAFT)
        clearDraft(me.userId)
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
    <div className="card p-4 shadow-sm sm:p-5">
      {open ? null : (
        <Button
          ref={opener}
          onClick={openComposer}
          aria-expanded={false}
          aria-controls={panelId}
          className="w-full sm:w-auto"
        >
          <SquarePen aria-hidden="true" className="size-4" />
          {copy.open}
        </Button>
      )}
      <div id={panelId} hidden={!open}>
        {open ? (
          <form
            ref={form}
            onSubmit={submit}
            onKeyDown={onKeyDown}
            aria-labelledby={titleId}
            noValidate
            className="space-y-3"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id={titleId} className="text-xl font-bold tracking-tight">
                {copy.title}
              </h2>
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
                onBlur={checkLink('spotifyUrl')}
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
                onBlur={checkLink('youtubeUrl')}
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
              onBlur={checkLink('imageUrl')}
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
