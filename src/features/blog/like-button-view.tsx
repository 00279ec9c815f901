import { Heart } from '@/components/icons'
import { cx } from '@/components/ui/cx'

// The like button as shown and its props, shared by LikeButton (like-button.tsx) and its member
// half (member-like-button.tsx).

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
   * The texts: the article's ("No se pudo procesar el like") by default, the feed passes its
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
      className={cx(
        'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
        liked
          ? 'border-fuchsia-300 bg-fuchsia-50 text-fuchsia-800'
          : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cx('size-4', liked && 'fill-current')} />
      <span aria-hidden="true">{count}</span>
    </button>
  )
}
