'use client'

import { Heart } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import useSWR from 'swr'

import { cn } from '@/components/ui/cn'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'

/** Likes on News+ articles and on feed posts: same rows (post, user), same toggle. */
export type LikeCollection = 'blog-likes' | 'post-likes'

type LikeCopy = {
  like: string
  unlike: string
  count: (count: number) => string
  signIn: string
  error: string
}

/** SPEC.md texts: "No se pudo procesar el like" (blog) and "No se pudo actualizar el like" (feed). */
const COPY: Record<LikeCollection, LikeCopy> = {
  'blog-likes': t.blog.like,
  'post-likes': t.feed.like,
}

type LikeRow = { id: number } | null

/** The member's own like row on this post, if any (likes are public rows: post and user). */
async function fetchOwnLike([collection, postId, userId]: [LikeCollection, number, number]) {
  const query = new URLSearchParams({
    'where[post][equals]': String(postId),
    'where[user][equals]': String(userId),
    limit: '1',
    depth: '0',
    'select[id]': 'true',
  })
  const response = await fetch(`/api/${collection}?${query}`, { credentials: 'include' })
  if (!response.ok) throw new Error(`GET /api/${collection} respondió ${response.status}`)
  const body = (await response.json()) as { docs: { id: number }[] }
  return (body.docs[0] ?? null) as LikeRow
}

type Props = {
  postId: number
  initialCount: number
  collection?: LikeCollection
  /**
   * The member's like row when the page already knows it (the feed reads it with the posts);
   * left out on cached pages (an article), where it is asked in the browser.
   */
  initialLikeId?: number | null
  className?: string
}

/** Like / unlike for signed-in members, updated at once and rolled back if the server refuses. */
export function LikeButton({
  postId,
  initialCount,
  collection = 'blog-likes',
  initialLikeId,
  className,
}: Props) {
  const copy = COPY[collection]
  const known = initialLikeId !== undefined
  const { user } = useCurrentUser()
  const key = user && !known ? ([collection, postId, user.id] as const) : null
  const { data: fetched } = useSWR(key, fetchOwnLike, { revalidateOnFocus: false })
  // After the first toggle this is the truth; until then, what the page or the browser read.
  const [toggled, setToggled] = useState<LikeRow | undefined>(
    known ? (initialLikeId ? { id: initialLikeId } : null) : undefined,
  )
  const own = toggled !== undefined ? toggled : (fetched ?? null)
  const [count, setCount] = useState(initialCount)
  const [busy, setBusy] = useState(false)
  const liked = Boolean(own)

  const toggle = async () => {
    // Still asking who is signed in: a click now would get the wrong answer.
    if (user === undefined && !known) return
    if (user === null) {
      toast.error(copy.signIn)
      return
    }
    if (busy) return
    setBusy(true)
    const previous = { own, count }
    setToggled(liked ? null : { id: -1 })
    setCount((value) => Math.max(0, value + (liked ? -1 : 1)))
    try {
      setToggled(liked && own ? await unlike(collection, own.id) : await like(collection, postId))
    } catch (error) {
      console.error(copy.error, error)
      setToggled(previous.own)
      setCount(previous.count)
      toast.error(copy.error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
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

async function like(collection: LikeCollection, postId: number): Promise<LikeRow> {
  const response = await fetch(`/api/${collection}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ post: postId }),
  })
  if (!response.ok) throw new Error(`POST /api/${collection} respondió ${response.status}`)
  const body = (await response.json()) as { doc: { id: number } }
  return { id: body.doc.id }
}

async function unlike(collection: LikeCollection, id: number): Promise<LikeRow> {
  const response = await fetch(`/api/${collection}/${id}`, {
    method: 'DELETE',
    credentials: 'include',
  })
  if (!response.ok) throw new Error(`DELETE /api/${collection} respondió ${response.status}`)
  return null
}
