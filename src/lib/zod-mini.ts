import { config } from 'zod/mini'

// The app's one entry to zod/mini: zod's core with functions instead of methods, so a browser
// bundle keeps only the checks it uses. Shared rules are written with it and run unchanged in the
// browser and on the server. Import it as a namespace, `import * as z from '@/lib/zod-mini'`:
// bundlers then drop what is not used (~4 kB gzip for text-rules.ts), while zod/mini's `z` object
// would bring all of it, locales included (~85 kB). Jitless for the same reason as src/lib/zod.ts:
// our CSP has no 'unsafe-eval'.
if (typeof window !== 'undefined') config({ jitless: true })

export * from 'zod/mini'
