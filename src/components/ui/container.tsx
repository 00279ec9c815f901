import type { ComponentProps } from 'react'

import { cx } from './cx'

/**
 * The page's horizontal frame: centred, padded, at most 72rem wide (`.page-width` of globals.css;
 * a caller's `max-w-3xl` narrows it).
 */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('page-width', className)} {...props} />
}
