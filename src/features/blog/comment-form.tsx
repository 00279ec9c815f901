'use client'

import { useState, useTransition, type FormEvent } from 'react'

import { Send } from '@/components/icons/send'
import { Button } from '@/components/ui/button'
import { CountedTextAreaField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toast'
import * as t from '@/i18n/es'
import { COMMENT_MAX } from '@/lib/limits'
import { checkText, commentRule } from '@/lib/text-rules'
import { addBlogComment, type AddCommentResult } from './add-blog-comment'
import type { CommentCopy, CommentView } from './blog-comments'

/** An article's comment form, saved with the server action. */
export function BlogCommentForm({
  postId,
  onAdded,
}: {
  postId: number
  onAdded: (comment: CommentView) => void
}) {
  return (
    <CommentForm
      name="comentario"
      copy={t.blogEngagement.comments}
      save={(content) => addBlogComment(postId, content)}
      onAdded={onAdded}
    />
  )
}

/**
 * The form to add a comment. `save` stores it (a server action for articles, REST for posts) and
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
  onAdded: (comment: CommentView) => void
}) {
  const [content, setContent] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, startTransition] = useTransition()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's schema is built from the same rule: trimmed, not empty, at most 500 characters.
    const checked = checkText(content, commentRule)
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
        error={error}
        required
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {pending ? copy.sending : copy.submit}
        </Button>
      </div>
    </form>
  )
}
