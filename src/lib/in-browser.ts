import { useSyncExternalStore } from 'react'

/** For useSyncExternalStore with a value that never changes once read in the browser. */
export const subscribeNever = () => () => {}

/**
 * False while the server renders and while the page hydrates, true after: for what must not be
 * in the server's HTML, such as a control that would do nothing until its code arrives.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
