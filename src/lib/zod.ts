import { z } from 'zod'

// The app's one entry to zod. In the browser zod would probe `new Function` (its JIT) when the
// first object schema is built, and under our CSP (no 'unsafe-eval') that probe is reported as a
// policy violation even though zod catches it. Jitless mode skips the probe; it must be set before
// any schema is built, hence here, where every schema module gets zod from.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
