'use client'

import { lazy, Suspense } from 'react'

import { Search } from '@/components/icons'
import { useKeptOpen } from '@/components/ui/use-kept-open'
import * as t from '@/i18n/es'

const loadDialog = () => import('./artist-search-dialog')
// The dialog, its search and its results load the first time someone wants them.
const ArtistSearchDialog = lazy(() =>
  loadDialog().then(({ ArtistSearchDialog }) => ({ default: ArtistSearchDialog })),
)

/** The top bar's search button and its dialog: artists by name, as a combobox with a listbox. */
export function ArtistSearch({ className }: { className?: string }) {
  // Once opened, the dialog stays mounted: closing it hands focus back from its own <dialog>.
  const { open, setOpen, loaded } = useKeptOpen()
  return (
    <div className={className}>
      <button
        type="button"
        aria-label={t.nav.search}
        aria-haspopup="dialog"
        // Start the download as soon as the pointer or focus is on the button.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ArtistSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
