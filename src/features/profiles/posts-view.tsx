'use client'

import { useState, type ReactNode } from 'react'

import { EighthNotes, Grid3x3, Heart, List, MessageCircle } from '@/components/icons'
import { cx } from '@/components/ui/cx'
import * as t from '@/i18n/es'
import { formatDateEs } from '@/lib/relative-time'
import type { ProfilePost } from './profile-types'

const copy = t.members.posts
type View = 'grid' | 'list'

type Props = {
  posts: ProfilePost[]
  /** What an empty profile shows (the own profile adds a link to the feed). */
  empty: ReactNode
}

/** A member's posts in a 3-column grid or a list, switched with two toggle buttons. */
export function PostsView({ posts, empty }: Props) {
  const [view, setView] = useState<View>('grid')
  return (
    <section aria-labelledby="perfil-posts" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="perfil-posts" className="text-2xl font-bold tracking-tight">
          {copy.title}
        </h2>
        <div
          role="group"
          aria-label={copy.viewLabel}
          className="flex gap-1 rounded-full border border-stone-300 bg-white p-1"
        >
          <ViewButton current={view} value="grid" onSelect={setView} label={copy.grid}>
            <Grid3x3 aria-hidden="true" className="size-4" />
          </ViewButton>
          <ViewButton current={view} value="list" onSelect={setView} label={copy.list}>
            <List aria-hidden="true" className="size-4" />
          </ViewButton>
        </div>
      </div>
      {posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
          {empty}
        </div>
      ) : view === 'grid' ? (
        <ul aria-label={copy.grid} className="grid grid-cols-3 gap-1 sm:gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <GridTile post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label={copy.list} className="space-y-3">
          {posts.map((post) => (
            <li key={post.id}>
              <ListItem post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ViewButton({
  current,
  value,
  onSelect,
  label,
  children,
}: {
  current: View
  value: View
  onSelect: (view: View) => void
  label: string
  children: ReactNode
}) {
  const pressed = current === value
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onSelect(value)}
      className={cx(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
        pressed ? 'bg-night text-white' : 'text-stone-700 hover:bg-stone-100',
      )}
    >
      {children}
      {label}
    </button>
  )
}

function GridTile({ post }: { post: ProfilePost }) {
  return (
    <article className="relative aspect-square overflow-hidden rounded-lg bg-stone-200 sm:rounded-xl">
      {post.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- media already resized to the card size
        <img
          src={post.imageUrl}
          alt={copy.imageAlt(post.musicTitle ?? post.content)}
          className="size-full object-cover"
        />
      ) : (
        <p className="stage-lights flex size-full items-center justify-center p-2 text-center text-xs font-semibold text-white sm:p-4 sm:text-sm">
          <span className="line-clamp-5">{post.content}</span>
        </p>
      )}
      {post.imageUrl ? <p className="sr-only">{post.content}</p> : null}
    </article>
  )
}

function ListItem({ post }: { post: ProfilePost }) {
  return (
    <article className="flex gap-4 card p-4 shadow-sm">
      {post.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- media already resized to the card size
        <img
          src={post.imageUrl}
          alt={copy.imageAlt(post.musicTitle ?? post.content)}
          className="size-20 shrink-0 rounded-xl object-cover sm:size-24"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="whitespace-pre-line break-words text-stone-900">{post.content}</p>
        {post.musicTitle ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-fuchsia-800">
            <EighthNotes aria-hidden="true" className="size-4" />
            {post.musicTitle}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
          <time dateTime={post.createdAt} suppressHydrationWarning>
            {formatDateEs(new Date(post.createdAt))}
          </time>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="size-4" />
            {copy.likes(post.likesCount)}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle aria-hidden="true" className="size-4" />
            {copy.comments(post.commentsCount)}
          </span>
        </p>
      </div>
    </article>
  )
}
