'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { cx } from '@/components/ui/cx'
import { NAV_ITEMS, isCurrentPath } from './nav-items'

type Props = { layout: 'bar' | 'panel'; onNavigate?: () => void }

/** The main links; the current page is marked with aria-current and an accent. */
export function NavLinks({ layout, onNavigate }: Props) {
  const pathname = usePathname()
  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {NAV_ITEMS.map(({ href, label }) => {
        const current = isCurrentPath(pathname, href)
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cx(
                'block font-medium transition-colors',
                layout === 'bar'
                  ? 'rounded-full px-3 py-2 text-sm'
                  : 'rounded-xl px-4 py-3 text-lg',
                current
                  ? 'bg-white/10 text-amber-300'
                  : 'text-stone-200 hover:bg-white/5 hover:text-white',
              )}
            >
              {label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
