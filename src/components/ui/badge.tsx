import type { ComponentProps } from 'react'

import { cx } from './cx'

// Each a class of globals.css (`.badge-*`), overridden by any utility a caller adds.
const tones = {
  neutral: 'badge-neutral',
  accent: 'badge-accent',
  warm: 'badge-warm',
  danger: 'badge-danger',
  success: 'badge-success',
  dark: 'badge-dark',
} as const

/** A small rounded label: roles, genres, countries, statuses. */
export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return <span className={cx('badge', tones[tone], className)} {...props} />
}
