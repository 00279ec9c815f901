'use client'

import useSWR from 'swr'

import { Button } from '@/components/ui/button'
import { CommentList } from '@/features/blog/blog-comments'
import { CommentForm } from '@/features/blog/comment-form'
import * as t from '@/i18n/es'
import { addPostComment, fetchComments } from './feed-api'
import { postCommentsUrl, type FeedAuthor } from './feed-types'

const copy = t.feed.comments

type Props = { postId: number; me: FeedAuthor; onCountChange: (count: number) => void }

/** A post's comments, read when the member opens them, and the form to add one. */
export function PostComments({ postId, me, onCountChange }: Props) {
  const { data, error, isLoading, mutate } = useSWR(postCommentsUrl(postId), fetchComments, {
    revalidateOnFocus: false,
    onSuccess: (comments) => onCountChange(comments.length),
  })

  return (
    <section aria-label={copy.heading(data?.length ?? 0)} className="space-y-3 border-t pt-4">
      {isLoading ? (
        <p role="status" className="text-sm text-stone-600">
          {copy.loading}
        </p>
      ) : error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>{copy.loadError}</p>
          <Button size="sm" variant="secondary" onClick={() => void mutate()}>
            {t.feed.retry}
          </Button>
        </div>
      ) : (
        <CommentList comments={data ?? []} copy={copy} compact reportAs="post-comment" />
      )}
      <CommentForm
        name={`comentario-${postId}`}
        copy={copy}
        save={(content) => addPostComment(postId, content, me)}
        onAdded={(comment) => {
          const next = [...(data ?? []), comment]
          onCountChange(next.length)
          void mutate(next, { revalidate: false })
        }}
      />
    </section>
  )
}
