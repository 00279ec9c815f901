'use client'

import { Heart } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import useSWR from 'swr'

import { cn } from '@/components/ui/cn'
import { useCurrentUser } from '@/features/site/use-current-user'
import { t } from '@/i18n'

const copy = t.blog.like

type LikeRow = { id: number } | null

/** The member's own like row on this article, if any (likes are public rows: post and user). */
async function fetchOwnLike([, postId, userId]: [string, number, number]): Promise<LikeRow> {
  const query = new URLSearchParams({
    'where[post][equals]': String(postId),
    'where[user][equals]': String(userId),
    limit: '1',
    depth: '0',
    'select[id]': 'true',
  })
  const response = await fetch(`/api/blog-likes?${query}`, { credentials: 'include' })
  if (!response.ok) throw new Error(`GET /api/blog-likes respondió ${response.status}`)
  const body = (await response.json()) as { docs: { id: number }[] }
  return body.docs[0] ?? null
}

/**
 * Like / unlike for signed-in members, updated at once and rolled back if the server refuses.
 * Whether the member liked the article is asked in the browser, so the page stays cached.
 */
export function LikeButton({ postId, initialCount }: { postId: number; initialCount: number }) {
  const { user } = useCurrentUser()
  const key = user ? (['blog-like', postId, user.id] as [string, number, number]) : null
  const { data: own, mutate } = useSWR(key, fetchOwnLike, { revalidateOnFocus: false })
  const [count, setCount] = useState(initialCount)
  const [busy, setBusy] = useState(false)
  const liked = Boolean(own)

  const toggle = async () => {
    // Still asking who is signed in: a click now would get the wrong answer.
    if (user === undefined) return
    if (!user) {
      toast.error(copy.signIn)
      return
    }
    if (busy) return
    setBusy(true)
    const previous = { own: own ?? null, count }
    setCount((value) => Math.max(0, value + (liked ? -1 : 1)))
    try {
      const next = liked ? await unlike(own!.id) : await like(postId)
      await mutate(next, { revalidate: false })
    } catch (error) {
      console.error('No se pudo procesar el like', error)
      setCount(previous.count)
      await mutate(previous.own, { revalidate: false })
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
      )}
    >
      <Heart aria-hidden="true" className={cn('size-4', liked && 'fill-current')} />
      <span aria-hidden="true">{count}</span>
    </button>
  )
}

async function like(postId: number): Promise<LikeRow> {
  const response = await fetch('/api/blog-likes', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ post: postId }),
  })
  if (!response.ok) throw new Error(`POST /api/blog-likes respondió ${response.status}`)
  const body = (await response.json()) as { doc: { id: number } }
  return { id: body.doc.id }
}

async function unlike(id: number): Promise<LikeRow> {
  const response = await fetch(`/api/blog-likes/${id}`, {
    method: 'DELETE',
    credentials: 'include',
  })
  if (!response.ok) throw new Error(`DELETE /api/blog-likes respondió ${response.status}`)
  return null
}
