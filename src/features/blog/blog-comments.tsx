'use client'

import Link from 'next/link'
import { useState } from 'react'

import { Avatar } from '@/components/ui/avatar'
import { buttonClasses } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import { memberOnly } from '@/features/site/member-only'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import type { BlogCommentView, CommentCopy } from './blog-types'
import { RelativeTime } from '@/components/ui/relative-time'

// Comments on News+ articles and on feed posts share the rules (signed in, trimmed, not empty,
// at most 500 characters, oldest first) and these components; only the texts and the save differ.

type Props = { postId: number; initialComments: BlogCommentView[] }

// What only members use (writing and reporting) loads for members only: most readers never do.
const BlogCommentForm = memberOnly(() =>
  import('./article-member-tools').then(({ BlogCommentForm }) => BlogCommentForm),
)
const ReportButton = memberOnly(() =>
  import('./article-member-tools').then(({ ReportButton }) => ReportButton),
)

/** An article's comment list (oldest first) and, for signed-in members, the form to add one. */
export function BlogComments({ postId, initialComments }: Props) {
  const [comments, setComments] = useState(initialComments)
  const { user, isLoading } = useCurrentUser()
  const copy = t.blogEngagement.comments

  return (
    <section aria-labelledby="comentarios" className="space-y-6">
      <h2 id="comentarios" className="text-2xl font-bold tracking-tight">
        {copy.heading(comments.length)}
      </h2>
      {isLoading ? null : user ? (
        <BlogCommentForm
          postId={postId}
          onAdded={(comment) => setComments((list) => [...list, comment])}
        />
      ) : (
        <CommentSignIn copy={copy} />
      )}
      <CommentList comments={comments} copy={copy} reportAs="blog-comment" />
    </section>
  )
}

/** "Inicia sesión para dejar un comentario" with the way to sign in. */
export function CommentSignIn({ copy }: { copy: CommentCopy }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{copy.signIn}</p>
      <Link href="/auth" className={buttonClasses({ size: 'sm' })}>
        {copy.signInLink}
      </Link>
    </div>
  )
}

type ReportAs = 'blog-comment' | 'post-comment'

/**
 * Comments oldest first; plain text only (never HTML), with the author's public name and, for
 * other members' comments, the report action.
 */
export function CommentList({
  comments,
  copy,
  compact,
  reportAs,
}: {
  comments: BlogCommentView[]
  copy: CommentCopy
  compact?: boolean
  reportAs: ReportAs
}) {
  if (comments.length === 0) return <p className="text-stone-600">{copy.empty}</p>
  return (
    <ol className={compact ? 'space-y-3' : 'space-y-4'}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          copy={copy}
          compact={compact}
          reportAs={reportAs}
        />
      ))}
    </ol>
  )
}

function CommentItem({
  comment,
  copy,
  compact,
  reportAs,
}: {
  comment: BlogCommentView
  copy: CommentCopy
  compact?: boolean
  reportAs: ReportAs
}) {
  const { author } = comment
  const name = <span className="font-semibold text-stone-900">{author.name}</span>
  return (
    <li
      className={cx(
        'flex gap-3 rounded-2xl border border-stone-200',
        compact ? 'bg-stone-50 p-3' : 'bg-white p-4',
      )}
    >
      <Avatar
        name={author.name}
        src={author.avatarUrl}
        alt={copy.avatarAlt(author.name)}
        size="md"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {author.userId ? (
            <Link href={`/profile/${author.userId}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
          <span className="text-stone-600">
            <RelativeTime date={comment.createdAt} />
          </span>
        </p>
        <p className="mt-1 break-words whitespace-pre-line text-stone-800">{comment.content}</p>
      </div>
      <ReportButton
        targetType={reportAs}
        targetId={comment.id}
        ownerId={author.userId}
        compact
        className="self-start"
      />
    </li>
  )
}
