import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, skipping empty ones. Of two Tailwind utilities for the same property the later
 * wins (tailwind-merge), so a caller's `className` overrides a component's default: `px-4` `px-2`.
 */
export const cn = (...classes: (string | false | null | undefined)[]) => twMerge(...classes)
