import { z } from '@/lib/zod'

import { ANALYTICS_EVENT_TYPES } from '@/lib/options'
import { TRACK_BATCH_MAX } from './track-config'

export { TRACK_PATH } from './track-config'

/**
 * One event as the browser sends it. Only the path is kept (no query string, which may carry
 * search text or tokens); no cookie and no IP address is ever stored with it.
 */
export const trackedEvent = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  path: z
    .string()
    .max(500)
    .regex(/^\/[^?#]*$/),
  elementName: z.string().trim().min(1).max(200).optional(),
  blogPostId: z.number().int().positive().optional(),
  metadata: z
    .record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean()]))
    .refine((value) => Object.keys(value).length <= 10)
    .optional(),
})

export const trackBatch = z.object({ events: z.array(trackedEvent).min(1).max(TRACK_BATCH_MAX) })

export type TrackedEvent = z.infer<typeof trackedEvent>
