import type { Access } from 'payload'

/** Only the system (seed, hooks, jobs with overrideAccess) may do this. */
export const nobody: Access = () => false
