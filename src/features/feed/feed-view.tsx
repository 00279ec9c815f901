'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useSWRConfig } from 'swr'
import useSWRInfinite, { unstable_serialize } from 'swr/infinite'

import { Button, ButtonLink } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { ReportButton } from '@/features/moderation/report-button'
import * as t from '@/i18n/es'
import { fetchFeedPage } from './feed-api'
import { FEED_TABS, feedUrl, type FeedAuthor, type FeedPage, type FeedTab } from './feed-types'
import { PostCard } from './post-card'
import { PostComposer } from './post-composer'

const copy = t.feed

/** The SWR key of a tab's pages: each page starts after the previous page's last post. */
const pageKey = (tab: FeedTab) => (index: number, previous: FeedPage | null) =>
  index > 0 && !previous?.nextCursor ? null : feedUrl(tab, previous?.nextCursor ?? null)

type Pages = FeedPage[] | undefined

type Props = {
  me: FeedAuthor
  /** The first page of "Todos", read with the page so the feed shows at once. */
  initialPage: FeedPage | null
}

/** The feed: composer, the "Todos" / "Siguiendo" tabs and the posts of the chosen one. */
export function FeedView({ me, initialPage }: Props) {
  const [tab, setTab] = useState<FeedTab>('all')
  const { mutate } = useSWRConfig()
  const tabs = useRef<Record<FeedTab, HTMLButtonElement | null>>({ all: null, following: null })

  // Edits a tab's loaded pages in place. The first page of "Todos" came with the page and is not
  // in SWR's cache until something is written there, so it is the starting point then.
  const updatePages = (target: FeedTab, change: (pages: FeedPage[]) => FeedPage[]) =>
    mutate(
      unstable_serialize(pageKey(target)),
      (pages: Pages) => {
        const base = pages ?? (target === 'all' && initialPage ? [initialPage] : undefined)
        return base ? change(base) : base
      },
      { revalidate: false },
    )

  // Tabs as WAI-ARIA describes them: arrows, Home and End move between tabs and select them.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = FEED_TABS.length - 1
    const current = FEED_TABS.indexOf(tab)
    const index = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (index === undefined) return
    event.preventDefault()
    const next = FEED_TABS[index]
    setTab(next)
    tabs.current[next]?.focus()
  }

  return (
    <div className="space-y-6">
      <PostComposer
        me={me}
        onPublished={(post) => {
          // The new post heads "Todos" at once; "Siguiendo" never lists one's own posts.
          setTab('all')
          void updatePages('all', ([first, ...rest]) => [
            { ...first, posts: [post, ...first.posts] },
            ...rest,
          ])
        }}
      />
      <div role="tablist" aria-label={copy.tabs.label} onKeyDown={onKeyDown} className="flex gap-2">
        {FEED_TABS.map((value) => (
          <button
            key={value}
            ref={(element) => void (tabs.current[value] = element)}
            type="button"
            role="tab"
            id={`feed-tab-${value}`}
            aria-selected={tab === value}
            aria-controls="feed-panel"
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            className={cn(
              'h-10 rounded-full px-5 text-sm font-semibold transition-colors',
              tab === value
                ? 'bg-night text-white'
                : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
            )}
          >
            {copy.tabs[value]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="feed-panel" aria-labelledby={`feed-tab-${tab}`}>
        <FeedList
          key={tab}
          tab={tab}
          me={me}
          initialPage={tab === 'all' ? initialPage : null}
          onDeleted={(id) => {
            for (const target of FEED_TABS) {
              void updatePages(target, (pages) =>
                pages.map((page) => ({
                  ...page,
                  posts: page.posts.filter((post) => post.id !== id),
                })),
              )
            }
          }}
        />
      </div>
    </div>
  )
}

function FeedList({
  tab,
  me,
  initialPage,
  onDeleted,
}: {
  tab: FeedTab
  me: FeedAuthor
  initialPage: FeedPage | null
  onDeleted: (id: number) => void
}) {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(
    pageKey(tab),
    fetchFeedPage,
    {
      fallbackData: initialPage ? [initialPage] : undefined,
      revalidateOnMount: !initialPage,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
    },
  )
  const pages = data ?? []
  const posts = pages.flatMap((page) => page.posts)
  const hasMore = Boolean(pages.at(-1)?.nextCursor)
  const loadingMore = isValidating && size > pages.length
  const loadMore = () => {
    if (!loadingMore && hasMore) void setSize(size + 1)
  }

  // Infinite scroll: the next page loads when the end of the list comes into view. The button
  // stays for keyboards, screen readers and browsers without IntersectionObserver.
  const sentinel = useRef<HTMLDivElement>(null)
  const loadMoreRef = useRef(loadMore)
  useEffect(() => {
    loadMoreRef.current = loadMore
  })
  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMoreRef.current(),
      { rootMargin: '400px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore])

  if (isLoading && !posts.length) {
    return (
      <div role="status" className="space-y-4">
        {[0, 1].map((index) => (
          <div
            key={index}
            aria-hidden="true"
            className="h-40 animate-pulse rounded-2xl bg-stone-200"
          />
        ))}
        <p className="sr-only">{copy.loading}</p>
      </div>
    )
  }
  if (error && !posts.length) return <LoadError onRetry={() => void mutate()} />
  if (!posts.length) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
        <p>{tab === 'all' ? copy.emptyAll : copy.emptyFollowing}</p>
        {tab === 'following' ? (
          <ButtonLink href="/artists" variant="secondary" className="mt-4">
            {copy.findPeople}
          </ButtonLink>
        ) : null}
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <ul aria-label={copy.tabs[tab]} className="space-y-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              me={me}
              onDeleted={onDeleted}
              report={
                <ReportButton
                  targetType="post"
                  targetId={post.id}
                  ownerId={post.author.userId}
                  compact
                />
              }
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {error ? <LoadError onRetry={() => void setSize(size)} /> : null}
      <div className="flex justify-center" aria-live="polite">
        {hasMore ? (
          <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? copy.loadingMore : copy.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-stone-600">{copy.end}</p>
        )}
      </div>
    </div>
  )
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
    >
      <p className="font-semibold">{copy.loadError}</p>
      <Button variant="secondary" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  )
}
