import Link from 'next/link'
import type { ComponentProps } from 'react'

import { cn } from './cn'

const variants = {
  /** Warm accent, for the main action on any surface. */
  primary: 'bg-amber-400 text-night hover:bg-amber-300 shadow-sm shadow-amber-500/20',
  /** Outline on dark surfaces (header, hero, footer). */
  secondaryOnDark: 'border border-white/25 text-white hover:border-white/60 hover:bg-white/10',
  /** Outline on light surfaces. */
  secondary:
    'border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-50',
  /** Quiet text button on dark surfaces. */
  ghostOnDark: 'text-stone-200 hover:bg-white/10 hover:text-white',
} as const

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

export const buttonClasses = ({ variant = 'primary', size = 'md', className }: StyleProps = {}) =>
  cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )

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
