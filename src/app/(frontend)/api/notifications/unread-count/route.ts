import type { Pool } from 'pg'

import {
  UNREAD_COUNT_CACHE_CONTROL,
  answerUnreadCount,
} from '@/features/notifications/unread-count'
import { getPayloadClient } from '@/lib/payload'
import { tokenSettingsOf } from '@/lib/session-token'

// GET /api/notifications/unread-count (src/features/notifications/unread-count.ts). In production
// scripts/serve.mjs answers it before Next; this route serves development and any other server.
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { pool } = payload.db as unknown as { pool: Pool }
  const { status, body } = await answerUnreadCount(pool, tokenSettingsOf(payload), request.headers)
  return Response.json(body, { status, headers: { 'Cache-Control': UNREAD_COUNT_CACHE_CONTROL } })
}
