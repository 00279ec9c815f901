'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import useSWR from 'swr'

import { Search } from '@/components/icons'
import { cx } from '@/components/ui/cx'
import { Dialog } from '@/components/ui/dialog'
import { PLACEHOLDER_IMAGE } from './listing-image'
import type { ArtistSearchResult } from './search-artists'
import * as t from '@/i18n/es'
import { apiRequest } from '@/lib/api-client'
import { CARD_GENRES } from '@/lib/limits'
import { optionLabel } from '@/lib/options'

const copy = t.artistSearch
const DEBOUNCE_MS = 250

const fetchResults = async (url: string) =>
  (await apiRequest<{ results: ArtistSearchResult[] }>('GET', url)).results

/** The search dialog: loaded the first time the button is used. */
export function ArtistSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={copy.title}>
      <ArtistSearchPanel onDone={onClose} />
    </Dialog>
  )
}

/** Mounted only while the dialog is open, so every opening starts empty. */
function ArtistSearchPanel({ onDone }: { onDone: () => void }) {
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const listId = useId()
  const hintId = useId()

  // showModal() (the parent's effect, after this one) focuses the close button; the search box
  // is what people want, so take focus once the dialog is shown.
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const { data, error, isLoading } = useSWR(
    query ? `/artists/search?q=${encodeURIComponent(query)}` : null,
    fetchResults,
    { keepPreviousData: true, revalidateOnFocus: false },
  )
  const results = query && text.trim() && !error ? (data ?? []) : []

  const choose = (result: ArtistSearchResult) => {
    onDone()
    router.push(result.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + results.length) % results.length)
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault()
      choose(results[active])
    }
  }

  const typed = text.trim()
  const settled = query === typed && !isLoading
  const status = !typed
    ? copy.hint
    : error
      ? copy.error
      : !settled
        ? copy.loading
        : results.length
          ? copy.resultCount(results.length)
          : copy.empty

  return (
    <div className="space-y-4">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
        />
        <input
          ref={inputRef}
          // Not type="search": there Escape first clears the text instead of closing the dialog.
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label={copy.label}
          aria-describedby={hintId}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && results[active] ? `${listId}-${active}` : undefined}
          value={text}
          maxLength={100}
          placeholder={copy.placeholder}
          onChange={(event) => {
            setText(event.target.value)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          className="block h-12 w-full rounded-xl border border-stone-300 bg-white pr-4 pl-12 text-base text-stone-900 shadow-sm hover:border-stone-400"
        />
      </div>
      <p id={hintId} role="status" className="text-sm text-stone-600">
        {status}
      </p>
      <ul id={listId} role="listbox" aria-label={copy.results} className="space-y-1">
        {results.map((result, index) => (
          <li
            key={result.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(result)}
            onMouseEnter={() => setActive(index)}
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-xl p-2',
              index === active ? 'bg-amber-100' : 'hover:bg-stone-100',
            )}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- media comes from local disk or S3, already resized */}
            <img
              src={result.imageUrl ?? PLACEHOLDER_IMAGE}
              alt=""
              className="size-12 shrink-0 rounded-full bg-stone-100 object-cover"
            />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-stone-900">{result.name}</span>
              {/* Wraps rather than truncates: on a phone the country would be cut off. */}
              <span className="block text-sm text-stone-600">
                {[
                  ...result.genres.slice(0, CARD_GENRES).map(optionLabel),
                  result.country ? optionLabel(result.country) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
