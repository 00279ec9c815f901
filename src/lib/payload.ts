import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The Payload instance of this server process (cached by Payload itself), with its jobs queue
 * running (src/lib/jobs.ts; the production server, scripts/serve.mjs, starts it at boot).
 */
export const getPayloadClient = () => getPayload({ config, cron: true })
