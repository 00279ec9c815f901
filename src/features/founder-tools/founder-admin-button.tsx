'use client'

import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'

import { Shield } from '@/components/icons'
import * as t from '@/i18n/es'

// The panel (and recharts with it) loads only when a founder opens it.
const AdminPanel = lazy(() =>
  import('./admin-panel').then(({ AdminPanel }) => ({ default: AdminPanel })),
)

type Position = { x: number; y: number }

const STORAGE_KEY = 'tarima:admin-boton'
const MARGIN = 12
// Below the top bar, near the right edge.
const DEFAULT_TOP = 88
// A press that moves less than this is a click, not a drag.
const DRAG_THRESHOLD = 4
const KEY_STEP = 16

function readSaved(): Position | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Position | null
    return saved && Number.isFinite(saved.x) && Number.isFinite(saved.y) ? saved : null
  } catch {
    return null
  }
}

function save(position: Position) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(position))
  } catch (error) {
    console.error('No se pudo recordar la posición del botón Admin', error)
  }
}

/**
 * The founders' floating "Admin" button: draggable with a pointer or the arrow keys, always kept
 * inside the window, its position remembered in this browser. A click opens the panel.
 */
export function FounderAdminButton() {
  const button = useRef<HTMLButtonElement>(null)
  const drag = useRef<{ start: Position; origin: Position; moved: boolean } | null>(null)
  const [position, setPosition] = useState<Position | null>(null)
  const [open, setOpen] = useState(false)

  // Keeps the button fully inside the window.
  const clamp = (next: Position): Position => {
    const width = button.current?.offsetWidth ?? 96
    const height = button.current?.offsetHeight ?? 44
    return {
      x: Math.min(Math.max(MARGIN, next.x), window.innerWidth - width - MARGIN),
      y: Math.min(Math.max(MARGIN, next.y), window.innerHeight - height - MARGIN),
    }
  }

  useEffect(() => {
    const width = button.current?.offsetWidth ?? 96
    setPosition(clamp(readSaved() ?? { x: window.innerWidth - width - 24, y: DEFAULT_TOP }))
    const onResize = () => setPosition((current) => (current ? clamp(current) : current))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  const move = (next: Position) => {
    const clamped = clamp(next)
    setPosition(clamped)
    return clamped
  }

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!position || event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, moved: false }
  }

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current
    if (!current) return
    const dx = event.clientX - current.start.x
    const dy = event.clientY - current.start.y
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return
    current.moved = true
    move({ x: current.origin.x + dx, y: current.origin.y + dy })
  }

  const onPointerUp = () => {
    if (drag.current?.moved && position) save(position)
  }

  const onClick = () => {
    // The click that ends a drag does not open the panel.
    if (drag.current?.moved) {
      drag.current = null
      return
    }
    drag.current = null
    setOpen(true)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP
    const delta = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    }[event.key]
    if (!delta || !position) return
    event.preventDefault()
    save(move({ x: position.x + delta.x, y: position.y + delta.y }))
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-describedby="admin-boton-ayuda"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
        style={position ? { left: position.x, top: position.y } : { right: 24, top: DEFAULT_TOP }}
        className="fixed z-40 inline-flex h-11 cursor-grab touch-none items-center gap-2 rounded-full bg-night px-5 font-semibold text-amber-300 shadow-lg select-none active:cursor-grabbing"
      >
        <Shield aria-hidden="true" className="size-4" />
        {t.analytics.button}
      </button>
      <span id="admin-boton-ayuda" className="sr-only">
        {t.analytics.buttonHint}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <AdminPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
