import type { ComponentProps } from 'react'

import { Search } from '@/components/icons'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; label: string }

/**
 * A search input with the magnifier inside it and a label for screen readers only; it goes in a
 * `relative` box, and `className` styles the input (room on the left for the magnifier).
 */
export function SearchField({ id, label, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
      />
      <input id={id} type="search" {...input} />
    </>
  )
}
