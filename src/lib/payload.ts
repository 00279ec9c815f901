import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload instance of this server process (cached by Payload itself). */
export const getPayloadClient = () => getPayload({ config })
