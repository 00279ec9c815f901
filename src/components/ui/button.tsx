import Link from 'next/link'
import type { ComponentProps } from 'react'

import { cx } from './cx'

// Each a class of globals.css (`.btn-*`): a few short names per button in the page, and a
// caller's utility (`w-full`, `mt-4`, `p-0`) overrides them, being in a later layer.
const variants = {
  /** Warm accent, for the main action on any surface. */
  primary: 'btn-primary',
  /** Outline on dark surfaces (header, hero, footer). */
  secondaryOnDark: 'btn-secondary-on-dark',
  /** Outline on light surfaces. */
  secondary: 'btn-secondary',
  /** Quiet text button on dark surfaces. */
  ghostOnDark: 'btn-ghost-on-dark',
} as const

const sizes = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

export const buttonClasses = ({ variant = 'primary', size = 'md', className }: StyleProps = {}) =>
  cx('btn', variants[variant], sizes[size], className)

/** An action on this page. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />
}

/** A navigation that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />
}
