import 'server-only'

import type { User } from '../../../payload-types'
import { listConversations } from './conversations'
import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { preparedOn } from '@/lib/prepared-statements'
import { viewerOf } from '@/lib/sql-read'
import type { ConversationSummary } from './message-types'

/** The member's conversation list for the first render of /messages. */
export async function getConversations(user: User): Promise<ConversationSummary[]> {
  const payload = await getPayloadClient()
  return listConversations(preparedOn(sqlPool(payload)), viewerOf(user))
}
