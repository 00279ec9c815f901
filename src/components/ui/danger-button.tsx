import type { ComponentProps } from 'react'

import { cn } from './cn'

const tones = {
  /** The confirming action of a destructive dialog. */
  solid: 'bg-red-700 text-white hover:bg-red-800',
  /** The button that opens a destructive dialog. */
  outline: 'border border-red-300 bg-white text-red-800 hover:border-red-500 hover:bg-red-50',
} as const

/** An action that deletes something; same shape as Button (md size), in red. */
export function DangerButton({
  tone = 'outline',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { tone?: keyof typeof tones }) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold whitespace-nowrap transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
