import type { Access } from 'payload'

/** Public content: anyone, signed in or not. */
export const anyone: Access = () => true
