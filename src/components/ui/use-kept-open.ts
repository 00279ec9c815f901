import { useState } from 'react'

/**
 * The open state of a panel that loads the first time it is wanted, and `loaded`, true from that
 * first opening on: the panel then stays mounted (closed), so the next opening is instant and a
 * closing <dialog> hands focus back itself.
 */
export function useKeptOpen() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  if (open && !loaded) setLoaded(true)
  return { open, setOpen, loaded }
}
