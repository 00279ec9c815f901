import type { Access, FieldAccess } from 'payload'

/** Only the system (seed, hooks, jobs with overrideAccess) may do this. */
export const nobody: Access = () => false

/** A field only the system writes (field access is skipped with overrideAccess: true). */
export const nobodyField: FieldAccess = () => false
