'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { ChevronLeft, ChevronRight } from '@/components/icons'
import { buttonClasses } from '@/components/ui/button'
import { cx } from '@/components/ui/cx'
import * as t from '@/i18n/es'

const copy = t.home.featured

/** One slide, rendered on the server: the carousel only moves them. */
export type CarouselSlide = { key: string; content: ReactNode }

/**
 * A scroll-snap carousel: swipe on phones, previous/next buttons from medium screens up. Each slide
 * is a group announced as "n de N".
 */
export function FeaturedCarousel({ slides }: { slides: CarouselSlide[] }) {
  const track = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: true, end: slides.length <= 1 })

  const measure = useCallback(() => {
    const list = track.current
    if (!list) return
    setEdges({
      start: list.scrollLeft <= 4,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4,
    })
  }, [])

  useEffect(() => {
    const list = track.current
    if (!list) return
    list.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      list.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [measure])

  const move = (direction: 1 | -1) => {
    const list = track.current
    const slide = list?.firstElementChild as HTMLElement | null
    if (!list || !slide) return
    list.scrollBy({ left: direction * (slide.offsetWidth + 24), behavior: 'smooth' })
  }

  // The button's size padding would leave a 44 px circle 2 px of room: no padding, and the
  // chevron never shrinks (`shrink-0`), so it always draws at 20 × 20.
  const arrow = 'hidden size-11 p-0 md:inline-flex'
  const chevron = 'size-5 shrink-0'
  return (
    // A group, as WAI-ARIA's carousel pattern has it: aria-label on a div without a role names
    // nothing. Not a region, which would repeat the section around it.
    <div
      role="group"
      aria-roledescription="carrusel"
      aria-label={copy.carousel}
      className="relative"
    >
      <div className="mb-4 hidden justify-end gap-2 md:flex">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={edges.start}
          aria-label={copy.previous}
          className={buttonClasses({ variant: 'secondary', className: arrow })}
        >
          <ChevronLeft aria-hidden="true" className={chevron} />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          disabled={edges.end}
          aria-label={copy.next}
          className={buttonClasses({ variant: 'secondary', className: arrow })}
        >
          <ChevronRight aria-hidden="true" className={chevron} />
        </button>
      </div>
      <div
        ref={track}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin]"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={copy.slide(index + 1, slides.length)}
            className={cx(
              'w-full shrink-0 snap-start',
              slides.length > 1 && 'sm:w-[calc(50%-12px)] lg:w-[calc(33.333%-16px)]',
            )}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  )
}
