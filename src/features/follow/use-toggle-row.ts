'use client'

import { useState } from 'react'
import useSWR from 'swr'

/** A row that exists or not (a follow, a favourite): its id, or null. */
type RowId = number | null

/** Shown while a new row is being created and its id is not known yet. */
const CREATING = -1

type Options = {
  /** Null while the visitor cannot toggle (signed out, own listing): nothing is asked. */
  key: readonly unknown[] | null
  find: () => Promise<RowId>
  create: () => Promise<number>
  remove: (rowId: number) => Promise<unknown>
}

/**
 * Toggles a row optimistically: the button changes at once and goes back if the server refuses.
 * Resolves with the new state (true when the row now exists); rejects on failure.
 */
export function useToggleRow({ key, find, create, remove }: Options) {
  const { data, isLoading, mutate } = useSWR(key, find, { revalidateOnFocus: false })
  const [pending, setPending] = useState(false)

  async function toggle(): Promise<boolean> {
    const current = data ?? null
    setPending(true)
    try {
      const next = await mutate(
        async () => {
          if (current == null) return create()
          await remove(current)
          return null
        },
        {
          optimisticData: current == null ? CREATING : null,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      )
      return next != null
    } finally {
      setPending(false)
    }
  }

  return { active: data != null, loading: isLoading, pending, toggle }
}
