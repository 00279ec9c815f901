import {
  UNREAD_COUNT_CACHE_CONTROL,
  answerUnreadCount,
} from '@/features/notifications/unread-count'
import { sqlPool } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'
import { preparedOn } from '@/lib/prepared-statements'
import { tokenSettingsOf } from '@/platform/session-token'

// GET /api/notifications/unread-count (src/features/notifications/unread-count.ts). In production
// scripts/serve.mjs answers it before Next; this route serves development and any other server.
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { status, body } = await answerUnreadCount(
    preparedOn(sqlPool(payload)),
    tokenSettingsOf(payload),
    request.headers,
  )
  return Response.json(body, { status, headers: { 'Cache-Control': UNREAD_COUNT_CACHE_CONTROL } })
}
