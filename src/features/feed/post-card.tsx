'use client'

import Link from 'next/link'
import { useId, useState, type ReactNode } from 'react'

import { EighthNotes, MessageCircle } from '@/components/icons'
import { Avatar } from '@/components/ui/avatar'
import { EmbedFrame } from '@/components/ui/embed-frame'
import { MemberLikeButton } from '@/features/blog/member-like-button'
import { RelativeTime } from '@/components/ui/relative-time'
import * as t from '@/i18n/es'
import { externalUrl, spotifyEmbedUrl, youtubeEmbedUrl } from '@/lib/embeds'
import { DeletePostButton } from './delete-post-button'
import type { FeedAuthor, FeedPost } from './feed-types'
import { PostComments } from './post-comments'

const copy = t.feed.post

type Props = {
  post: FeedPost
  me: FeedAuthor
  onDeleted: (id: number) => void
  /** The report action, for posts of other members (mounted by the feed). */
  report?: ReactNode
}

/** One post of the feed: author, time, text (plain, never HTML), music, players, image, actions. */
export function PostCard({ post, me, onDeleted, report }: Props) {
  const [showComments, setShowComments] = useState(false)
  const [commentsCount, setCommentsCount] = useState(post.commentsCount)
  const commentsId = useId()
  const { author } = post
  const own = author.userId === me.userId
  const spotify = spotifyEmbedUrl(post.spotifyUrl)
  const youtube = youtubeEmbedUrl(post.youtubeUrl)
  const image = imageSource(post.imageUrl)

  return (
    <article aria-label={copy.label(author.name)} className="space-y-4 card p-4 shadow-sm sm:p-5">
      <header className="flex items-center gap-3">
        <Link href={`/profile/${author.userId}`} tabIndex={-1} aria-hidden="true">
          <Avatar name={author.name} src={author.avatarUrl} alt="" size="md" />
        </Link>
        <div className="min-w-0">
          <Link
            href={`/profile/${author.userId}`}
            className="block truncate font-semibold text-stone-900 hover:underline"
          >
            {author.name}
          </Link>
          <p className="text-sm text-stone-600">
            <RelativeTime date={post.createdAt} />
          </p>
        </div>
      </header>

      <p className="text-base break-words whitespace-pre-line text-stone-900">{post.content}</p>

      {post.musicTitle ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-fuchsia-800">
          <EighthNotes aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{copy.musicTitle}: </span>
          <span className="break-words">{post.musicTitle}</span>
        </p>
      ) : null}

      {spotify ? (
        <EmbedFrame src={spotify} title={copy.spotifyTitle(post.musicTitle)} kind="audio" />
      ) : null}
      {youtube ? <EmbedFrame src={youtube} title={copy.youtubeTitle(post.musicTitle)} /> : null}
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- an upload already resized, or a member's link
        <img
          src={image}
          alt={copy.imageAlt(author.name)}
          loading="lazy"
          className="max-h-[32rem] w-full rounded-xl bg-stone-100 object-cover"
        />
      ) : null}

      <footer className="flex flex-wrap items-center gap-2">
        {/* Only members see the feed, and the page read their likes with the posts: the member's
            button is rendered with the page, pressed or not, and takes clicks once hydrated (the
            memberOnly gate would show an unpressed button that ignores clicks while it loads). */}
        <MemberLikeButton
          collection="post-likes"
          copy={t.feed.like}
          postId={post.id}
          initialCount={post.likesCount}
          initialLikeId={post.likeId}
        />
        <button
          type="button"
          onClick={() => setShowComments((shown) => !shown)}
          aria-expanded={showComments}
          aria-controls={commentsId}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 transition-colors hover:bg-stone-50"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {copy.showComments(commentsCount)}
        </button>
        <span className="ml-auto flex items-center gap-2">
          {own ? <DeletePostButton postId={post.id} onDeleted={onDeleted} /> : report}
        </span>
      </footer>

      <div id={commentsId} hidden={!showComments}>
        {showComments ? (
          <PostComments postId={post.id} me={me} onCountChange={setCommentsCount} />
        ) : null}
      </div>
    </article>
  )
}

/** Our own uploads (a path on this site or the media store's URL) or a member's http(s) link. */
function imageSource(url: string | null): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return externalUrl(url)
}
