'use client'

import { useRouter } from 'next/navigation'
import { flushSync } from 'react-dom'
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { LayoutGrid, List, SlidersHorizontal } from '@/components/icons'
import { Button, buttonClasses } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import { SearchField } from '@/components/ui/search-field'
import { SelectField } from '@/components/ui/select-field'
import * as t from '@/i18n/es'
import { subscribeNever } from '@/lib/in-browser'
import { DIRECTORY_PAGE_SIZE } from '@/lib/limits'
import type { DirectoryChoices } from './directory-choices'
import type { DirectoryCard } from './get-directory'
import {
  DEFAULT_FILTERS,
  DIRECTORY_PATH,
  filtersToQuery,
  hasActiveFilters,
  type DirectoryFilters,
  type DirectoryView,
} from './filters'
import { normalizeSearch } from './search-text'

const copy = t.directoryControls
const SEARCH_DEBOUNCE_MS = 300
const EXTRA_FILTERS_ID = 'directorio-mas-filtros'
const RESULTS_ID = 'directorio-resultados'
/** The dropdowns of "Más Filtros", in order: the filter each sets and the choices it offers. */
const EXTRA_FILTERS = [
  { name: 'genre', options: 'genres' },
  { name: 'country', options: 'countries' },
  { name: 'role', options: 'roles' },
] as const
/** SelectField's id for the genre dropdown, the first of "Más Filtros". */
const FIRST_EXTRA_FILTER_ID = 'campo-genre'
/** How long, and how often, focus is put back after a navigation (see focusAfterNavigation). */
const FOCUS_WATCH_MS = 3000
const FOCUS_CHECK_MS = 50

/**
 * Where keyboard focus goes once a navigation has rendered. Each set of filters may be served by
 * another cached route, which mounts the controls anew and drops focus to <body>: the control
 * that was used is focused again, and after "Cargar Más" the first new card. Module state, so it
 * outlives that remount.
 */
let focusAfterNavigation: string | null = null
/** The watch that puts focus back after the last navigation; a new navigation ends it. */
let focusWatch: ReturnType<typeof setInterval> | undefined
/**
 * The address the last search typed went to. While the page is still there, more typing replaces
 * it: a search is one step of Back however many pauses it was typed with.
 */
let typedAddress: string | null = null

const currentAddress = () => window.location.pathname + window.location.search

/** Changes of the layout and the page's length: not steps of Back. */
const LAYOUT_ONLY = new Set<string>(['view', 'count'])

const loadMoreCards = () => import('./more-cards')
const cardKey = (card: Pick<DirectoryCard, 'kind' | 'id'>) => `${card.kind}-${card.id}`

/** What "Cargar Más" added in place on the home page, and the latest counts. */
type More = { cards: DirectoryCard[]; count: number; matching: number; total: number }

/** The control a keyboard user was on, as a selector that finds it after a remount. */
function focusedControl(): string | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return null
  if (active.dataset.focusKey) return `[data-focus-key="${CSS.escape(active.dataset.focusKey)}"]`
  return active.id ? `#${CSS.escape(active.id)}` : null
}

/** What the server found for the filters in the URL; null when the query failed. */
export type DirectorySummary = { shown: number; matching: number; total: number } | null

type Props = {
  filters: DirectoryFilters
  summary: DirectorySummary
  /** The options of the chips and dropdowns, listed by the server (directoryChoices). */
  choices: DirectoryChoices
  /** The cards the server rendered, each an <li>, and their keys (cardKey). */
  children: ReactNode
  cardKeys: string[]
  /**
   * Where the controls lead. Unset, they filter this page in place; the home page's preview sets
   * it to the directory page so the home itself stays prerendered.
   */
  target?: string
}

/**
 * The directory's controls and its list. Every change goes into the URL, so a filtered directory
 * can be shared and reloaded, and each change of the results is a step Back undoes; the server
 * renders the cards (`children`) from it. On the home page (`target`) "Cargar Más" adds the next
 * cards in place instead (GET /artists/cards); its link is the directory's next page, for
 * browsers without JavaScript.
 */
export function DirectoryShell({ filters, summary, choices, children, cardKeys, target }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const written = useSyncExternalStore(subscribeNever, writtenSearch, () => null)
  const [typed, setText] = useState<string | null>(null)
  // A cached page holds the search as compared ("mexico"): show it as the visitor wrote it.
  const text =
    typed ??
    (written !== null && normalizeSearch(written) === normalizeSearch(filters.q)
      ? written
      : filters.q)
  const [showExtra, setShowExtra] = useState(Boolean(filters.country || filters.role))
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null)
  const current = useRef(filters)
  const [more, setMore] = useState<More | null>(null)
  const [MoreCards, setMoreCards] = useState<ComponentType<{
    cards: DirectoryCard[]
    view: DirectoryView
  }> | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  /** The position of the first card added in place, to focus once it is shown. */
  const focusAdded = useRef<number | null>(null)

  useEffect(() => {
    current.current = filters
    const wanted = focusAfterNavigation
    focusAfterNavigation = null
    if (!wanted) return
    // After "Cargar Más" the first new card takes the focus once; a control only when focus fell
    // to <body>, so a visitor who already moved on keeps their place.
    let moveOnce = wanted.startsWith('#' + RESULTS_ID)
    const restore = () => {
      const lost = !document.activeElement || document.activeElement === document.body
      if (!moveOnce && !lost) return
      const target = document.querySelector<HTMLElement>(wanted)
      if (!target) return
      target.focus()
      moveOnce = false
    }
    restore()
    // Next may commit the new route's tree again later, on a slow machine well after the first
    // paint, remounting the controls: keep watching for a while. Not cancelled on unmount, since
    // the control it focuses is the remounted one.
    const started = Date.now()
    clearInterval(focusWatch)
    focusWatch = setInterval(() => {
      restore()
      if (Date.now() - started > FOCUS_WATCH_MS) clearInterval(focusWatch)
    }, FOCUS_CHECK_MS)
  }, [filters])
  useEffect(() => {
    // Back and Forward show the search of the address they lead to, not the one last typed.
    const forget = () => setText(null)
    window.addEventListener('popstate', forget)
    return () => {
      clearTimer(debounce)
      window.removeEventListener('popstate', forget)
    }
  }, [])
  useEffect(() => {
    if (focusAdded.current === null) return
    // The first new card takes the focus, as after "Cargar Más" on the directory page.
    document
      .querySelector<HTMLElement>(`#${RESULTS_ID} li:nth-child(${focusAdded.current + 1}) a`)
      ?.focus()
    focusAdded.current = null
  }, [more])

  const navigate = (changes: Partial<DirectoryFilters>, focus = focusedControl()) => {
    focusAfterNavigation = focus
    clearInterval(focusWatch)
    clearTimer(debounce)
    // Narrowing or widening the results starts again at the first page.
    const next = { ...current.current, count: DIRECTORY_PAGE_SIZE, ...changes }
    const keys = Object.keys(changes)
    if (target) {
      startTransition(() => router.push(`${target}${filtersToQuery(next)}`))
      return
    }
    const href = `${DIRECTORY_PATH}${filtersToQuery(next)}`
    const typing = keys.every((key) => key === 'q')
    const replace =
      keys.every((key) => LAYOUT_ONLY.has(key)) || (typing && typedAddress === currentAddress())
    typedAddress = typing ? href : null
    startTransition(() => {
      if (replace) router.replace(href, { scroll: false })
      else router.push(href, { scroll: false })
    })
  }

  const shown = (summary?.shown ?? 0) + (more?.cards.length ?? 0)
  const matching = more?.matching ?? summary?.matching ?? 0
  const nextCount = (more?.count ?? filters.count) + DIRECTORY_PAGE_SIZE
  const moreHref = `${target ?? DIRECTORY_PATH}${filtersToQuery({ ...filters, count: nextCount })}`

  /** The home page's next cards, added below the others; on failure, the directory's page. */
  const addCards = async () => {
    setLoadingMore(true)
    try {
      const loaded = await loadMoreCards()
      const page = await loaded.fetchCards(filtersToQuery({ ...filters, count: nextCount }))
      // Listings added since the home was rendered shift the pages: never show one twice.
      const seen = new Set([...cardKeys, ...(more?.cards ?? []).map(cardKey)])
      const added = page.cards.filter((card) => !seen.has(cardKey(card)))
      focusAdded.current = shown
      setMoreCards(() => loaded.default)
      setMore({ ...page, cards: [...(more?.cards ?? []), ...added], count: nextCount })
    } catch {
      router.push(moreHref)
    } finally {
      setLoadingMore(false)
    }
  }

  const onLoadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window follows the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    if (pending || loadingMore || !summary) return
    if (target) void addCards()
    // The first new card takes the focus: the keyboard goes on where reading does.
    else navigate({ count: nextCount }, `#${RESULTS_ID} li:nth-child(${summary.shown + 1}) a`)
  }

  // On the page itself the results follow the typing; the preview waits for Enter rather than
  // leave the page under the visitor's fingers.
  const onText = (value: string) => {
    setText(value)
    clearTimer(debounce)
    if (!target) debounce.current = setTimeout(() => navigate({ q: value }), SEARCH_DEBOUNCE_MS)
  }

  const clearAll = () => {
    setText('')
    navigate({ ...DEFAULT_FILTERS, view: current.current.view })
  }

  const canLoadMore = summary !== null && shown < matching
  const busy = pending || loadingMore

  return (
    <div className="space-y-6">
      <div className="space-y-4 card p-4 shadow-sm sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <form
            role="search"
            aria-label={copy.searchLabel}
            className="relative flex-1"
            onSubmit={(event) => {
              event.preventDefault()
              navigate({ q: text })
            }}
          >
            <SearchField
              id="directorio-buscar"
              label={copy.searchLabel}
              value={text}
              maxLength={100}
              onChange={(event) => onText(event.target.value)}
              placeholder={copy.searchPlaceholder}
              className="block h-12 w-full rounded-xl border border-stone-300 bg-white pr-4 pl-12 text-base text-stone-900 shadow-sm hover:border-stone-400"
            />
          </form>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-expanded={showExtra}
              aria-controls={EXTRA_FILTERS_ID}
              onClick={() => {
                const opening = !showExtra
                flushSync(() => setShowExtra(opening))
                // Opening leads to the dropdowns it revealed.
                if (opening) document.getElementById(FIRST_EXTRA_FILTER_ID)?.focus()
              }}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {copy.moreFilters}
            </Button>
            <div role="group" aria-label={copy.viewLabel} className="flex gap-1">
              <ViewButton
                view="grid"
                active={filters.view}
                onSelect={(view) => navigate({ view, count: filters.count })}
              />
              <ViewButton
                view="list"
                active={filters.view}
                onSelect={(view) => navigate({ view, count: filters.count })}
              />
            </div>
          </div>
        </div>

        <div role="group" aria-label={copy.quickGenres} className="flex flex-wrap gap-2">
          {[{ value: null, label: copy.all }, ...choices.chips].map(({ value: genre, label }) => {
            const active = filters.genre === genre
            return (
              <button
                key={genre ?? 'todos'}
                type="button"
                data-focus-key={`chip-${genre ?? 'todos'}`}
                aria-pressed={active}
                onClick={() => navigate({ genre })}
                className={cx(
                  'h-9 rounded-full border px-4 text-sm font-semibold transition-colors',
                  active
                    ? 'border-night bg-night text-amber-300'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400',
                )}
              >
                {label}
              </button>
            )
          })}
        </div>

        {/* The dropdowns exist only once shown: the browser scans every form control of a page
            as it loads (autofill), and their ~80 options cost a phone tens of milliseconds.
            Without JavaScript the button that shows them does nothing, so nothing is lost. */}
        <div id={EXTRA_FILTERS_ID} hidden={!showExtra} className="grid gap-x-4 sm:grid-cols-3">
          {showExtra
            ? EXTRA_FILTERS.map(({ name, options }) => (
                <SelectField
                  key={name}
                  name={name}
                  label={copy[name]}
                  placeholder={copy.all}
                  options={choices[options]}
                  value={filters[name] ?? ''}
                  onChange={(event) => navigate({ [name]: event.target.value || null })}
                />
              ))
            : null}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-stone-700">
          {busy
            ? copy.loading
            : summary
              ? copy.resultCount(shown, matching, more?.total ?? summary.total)
              : null}
        </p>
        {hasActiveFilters(filters) || text ? (
          <Button variant="secondary" size="sm" onClick={clearAll}>
            {copy.clearFilters}
          </Button>
        ) : null}
      </div>

      <div
        id={RESULTS_ID}
        aria-busy={busy}
        className={cx('transition-opacity', pending && 'opacity-60')}
      >
        {summary === null ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            {copy.error}
          </p>
        ) : summary.shown === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
            <p className="text-stone-700">{copy.empty}</p>
            <Button variant="secondary" className="mt-4" onClick={clearAll}>
              {copy.clearFilters}
            </Button>
          </div>
        ) : (
          <ul
            aria-label={copy.resultsLabel}
            className={cx(
              'grid grid-cols-1 gap-4',
              filters.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : '',
            )}
          >
            {children}
            {more && MoreCards ? <MoreCards cards={more.cards} view={filters.view} /> : null}
          </ul>
        )}
      </div>

      {canLoadMore ? (
        <div className="flex justify-center">
          {/* A link: without JavaScript it opens the directory's next page. */}
          <a
            href={moreHref}
            aria-disabled={busy || undefined}
            onClick={onLoadMore}
            // The home's cards start loading their code as soon as the pointer or focus is there.
            onPointerEnter={target ? () => void loadMoreCards() : undefined}
            onFocus={target ? () => void loadMoreCards() : undefined}
            className={buttonClasses({ size: 'lg', className: busy ? 'opacity-60' : undefined })}
          >
            {copy.loadMore}
          </a>
        </div>
      ) : null}
    </div>
  )
}

function ViewButton({
  view,
  active,
  onSelect,
}: {
  view: DirectoryView
  active: DirectoryView
  onSelect: (view: DirectoryView) => void
}) {
  const Icon = view === 'grid' ? LayoutGrid : List
  return (
    <button
      type="button"
      data-focus-key={`view-${view}`}
      aria-pressed={view === active}
      aria-label={view === 'grid' ? copy.gridView : copy.listView}
      title={view === 'grid' ? copy.gridView : copy.listView}
      onClick={() => onSelect(view)}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
        view === active
          ? 'border-night bg-night text-amber-300'
          : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  )
}

/** The search text as the address bar has it; null on the server. */
const writtenSearch = () => new URLSearchParams(window.location.search).get('q')

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current) clearTimeout(timer.current)
  timer.current = null
}
