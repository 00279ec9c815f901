'use client'

import { useEffect, useState } from 'react'

import { toast } from '@/components/ui/toast'
import { useCurrentUser } from '@/features/site/use-current-user'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'
import { LikeToggle, type LikeButtonProps, type LikeCollection } from './like-button-view'

type LikeRow = { id: number } | null

/** The member's own like row on this post, if any (likes are public rows: post and user). */
async function fetchOwnLike(collection: LikeCollection, postId: number, userId: number) {
  const query = new URLSearchParams({
    'where[post][equals]': String(postId),
    'where[user][equals]': String(userId),
    limit: '1',
    depth: '0',
    'select[id]': 'true',
  })
  const body = await apiRequest<{ docs: { id: number }[] }>('GET', `/api/${collection}?${query}`)
  return (body.docs[0] ?? null) as LikeRow
}

/**
 * Like / unlike for a signed-in member, updated at once and rolled back if the server refuses.
 * Pages use LikeButton (like-button.tsx), which loads this for members only.
 */
export function MemberLikeButton({
  postId,
  initialCount,
  collection = 'blog-likes',
  copy = t.blogEngagement.like,
  initialLikeId,
  className,
}: LikeButtonProps) {
  const known = initialLikeId !== undefined
  const { user } = useCurrentUser()
  const userId = user?.id
  // The member's own like, asked once per post and member when the page does not know it.
  const key = userId && !known ? `${collection}:${postId}:${userId}` : null
  const [asked, setAsked] = useState<{ key: string; row: LikeRow } | null>(null)
  useEffect(() => {
    if (!key || !userId) return
    let current = true
    fetchOwnLike(collection, postId, userId)
      .then((row) => current && setAsked({ key, row }))
      .catch((error: unknown) => console.error('No se pudo leer el like propio', error))
    return () => {
      current = false
    }
  }, [key, collection, postId, userId])
  const fetched = asked && asked.key === key ? asked.row : undefined
  // After the first toggle this is the truth; until then, what the page or the browser read.
  const [toggled, setToggled] = useState<LikeRow | undefined>(
    known ? (initialLikeId ? { id: initialLikeId } : null) : undefined,
  )
  const own = toggled !== undefined ? toggled : (fetched ?? null)
  const [count, setCount] = useState(initialCount)
  const [busy, setBusy] = useState(false)
  const liked = Boolean(own)

  const toggle = async () => {
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
    <LikeToggle liked={liked} count={count} copy={copy} onClick={toggle} className={className} />
  )
}

/** A feed post's like goes to its fast endpoint (src/features/feed/feed-writes.ts). */
async function like(collection: LikeCollection, postId: number): Promise<LikeRow> {
  const body =
    collection === 'post-likes'
      ? await apiRequest<{ doc: { id: number } }>('POST', `/api/posts/${postId}/likes`, {})
      : await apiRequest<{ doc: { id: number } }>('POST', `/api/${collection}`, { post: postId })
  return { id: body.doc.id }
}

async function unlike(collection: LikeCollection, id: number): Promise<LikeRow> {
  await apiRequest('DELETE', `/api/${collection}/${id}`)
  return null
}
