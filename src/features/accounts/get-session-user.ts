import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import type { User } from '../../../payload-types'
import { getPayloadClient } from '@/lib/payload'

/**
 * The signed-in user of this request (from Payload's cookie or JWT header), or null.
 * Only member pages call it: reading headers makes a page dynamic.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
})
