'use client'

import { useState, useTransition, type FormEvent, type KeyboardEvent } from 'react'

import { Send } from '@/components/icons'
import { Button } from '@/components/ui/button'
import { CountedTextAreaField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { COMMENT_MAX } from '@/lib/limits'
import { checkText, commentContent } from '@/lib/text-rules'
import { useCurrentUser } from '@/features/site/use-current-user'
import { addComment, ownCommentAuthor, type AddCommentResult } from './comment-api'
import type { BlogCommentView, CommentCopy } from './blog-types'

/** An article's comment form, saved through REST like a feed post's (comment-api.ts). */
export function BlogCommentForm({
  postId,
  onAdded,
}: {
  postId: number
  onAdded: (comment: BlogCommentView) => void
}) {
  const { user } = useCurrentUser()
  const copy = t.blogEngagement.comments
  const save = async (content: string): Promise<AddCommentResult> =>
    user
      ? addComment('blog-comments', postId, content, ownCommentAuthor(user.id), copy.error)
      : { ok: false, message: copy.signIn }
  return <CommentForm name="comentario" copy={copy} save={save} onAdded={onAdded} />
}

/**
 * The form to add a comment. `save` stores it (comment-api.ts: REST for both kinds) and
 * answers the new comment or the Spanish reason; what was typed stays when saving fails.
 */
export function CommentForm({
  name,
  copy,
  save,
  onAdded,
}: {
  /** Unique on the page: the field's id and label are built from it. */
  name: string
  copy: CommentCopy
  save: (content: string) => Promise<AddCommentResult>
  onAdded: (comment: BlogCommentView) => void
}) {
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, startTransition] = useTransition()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's own schema: trimmed, not empty, at most 500 characters.
    const checked = checkText(content, commentContent)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(undefined)
    startTransition(async () => {
      const result = await save(checked.value).catch((failure: unknown) => {
        console.error(copy.error, failure)
        return { ok: false as const, message: copy.error }
      })
      if (result.ok) {
        onAdded(result.comment)
        setContent('')
        toast.success(copy.sent)
      } else {
        if ('fieldError' in result && result.fieldError) setError(result.fieldError)
        toast.error(copy.error, {
          description: result.message !== copy.error ? result.message : undefined,
        })
      }
    })
  }

  // As in the messages: Enter sends, Shift+Enter starts a new line (not while composing text).
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (!pending) event.currentTarget.form?.requestSubmit()
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <CountedTextAreaField
        name={name}
        label={copy.label}
        placeholder={copy.placeholder}
        rows={3}
        maxLength={COMMENT_MAX}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={sendOnEnter}
        error={error}
        required
      />
      <div className="flex items-center justify-end gap-3">
        <p className="hidden flex-1 text-xs text-stone-600 sm:block">{t.common.enterToSend}</p>
        <Button type="submit" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {pending ? copy.sending : copy.submit}
        </Button>
      </div>
    </form>
  )
}
