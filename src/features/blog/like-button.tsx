'use client'

import { Heart } from '@/components/icons/heart'
import { cn } from '@/components/ui/cn'
import { toast } from '@/components/ui/toast'
import { memberOnly } from '@/features/site/member-only'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'

/** Likes on News+ articles and on feed posts: same rows (post, user), same toggle. */
export type LikeCollection = 'blog-likes' | 'post-likes'

export type LikeCopy = {
  like: string
  unlike: string
  count: (count: number) => string
  signIn: string
  error: string
}

export type LikeButtonProps = {
  postId: number
  initialCount: number
  collection?: LikeCollection
  /**
   * SPEC.md texts: the article's ("No se pudo procesar el like") by default, the feed passes its
   * own ("No se pudo actualizar el like"); passed in so a page ships only its own texts.
   */
  copy?: LikeCopy
  /**
   * The member's like row when the page already knows it (the feed reads it with the posts);
   * left out on cached pages (an article), where it is asked in the browser.
   */
  initialLikeId?: number | null
  className?: string
}

/**
 * Like / unlike: everybody sees the count; members like and unlike (their code loads for them
 * only), visitors are told to sign in.
 */
export const LikeButton = memberOnly(
  () => import('./article-member-tools').then(({ MemberLikeButton }) => MemberLikeButton),
  { fallback: (props: LikeButtonProps) => <VisitorLikeButton {...props} /> },
)

/** The button for visitors, and for a member while their own loads. */
function VisitorLikeButton({
  initialCount,
  copy = t.blogEngagement.like,
  className,
}: LikeButtonProps) {
  const { user } = useCurrentUser()
  // Still asking who is signed in, or a member's button still loading: nothing to say yet.
  const onClick = () => user === null && toast.error(copy.signIn)
  return (
    <LikeToggle
      liked={false}
      count={initialCount}
      copy={copy}
      onClick={onClick}
      className={className}
    />
  )
}

type ToggleProps = {
  liked: boolean
  count: number
  copy: LikeCopy
  onClick: () => void
  className?: string
}

export function LikeToggle({ liked, count, copy, onClick, className }: ToggleProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={liked}
      aria-label={`${liked ? copy.unlike : copy.like} (${copy.count(count)})`}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
        liked
          ? 'border-fuchsia-300 bg-fuchsia-50 text-fuchsia-800'
          : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-4', liked && 'fill-current')} />
      <span aria-hidden="true">{count}</span>
    </button>
  )
}
