import { hasRole } from '../../../../../../access/hasRole'
import { liveHub } from '@/features/notifications/live-hub'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'

// GET /api/live/stats: this instance's open streams and listening connection, for founders
// (operations and the leak test).
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'founder')) {
    return Response.json({ errors: [{ message: t.messages.errors.founderOnly }] }, { status: 403 })
  }
  return Response.json(liveHub.stats(), { headers: { 'Cache-Control': 'no-store' } })
}
