import { es } from './es'

/** The Spanish catalogue: every interface string comes from here. */
export const t = es
export type Catalogue = typeof es
