import type { ComponentProps } from 'react'

import { cn } from './cn'

const tones = {
  neutral: 'border-stone-300 bg-white text-stone-800',
  accent: 'border-fuchsia-200 bg-fuchsia-50 text-fuchsia-800',
  warm: 'border-amber-300 bg-amber-100 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  dark: 'border-night bg-night text-amber-300 tracking-wider',
} as const

/** A small rounded label: roles, genres, countries, statuses. */
export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
