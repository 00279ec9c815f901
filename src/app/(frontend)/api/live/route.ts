import { liveHub } from '@/features/notifications/live-hub'
import { liveStreamAllowedFrom, openLiveStream } from '@/features/notifications/live-stream'
import { clientIp } from '@/lib/client-ip'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'

// GET /api/live: the signed-in member's Server-Sent Events
// (src/features/notifications/live-stream.ts). In production scripts/serve.mjs answers it before
// Next (src/server/fast-routes.ts); this route serves development and any other server.
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const payload = await getPayloadClient()
  liveHub.useLogger(payload.logger)
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    return Response.json(
      { errors: [{ message: t.messages.errors.signInRequired }] },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const address = clientIp(request.headers)
  if (!liveStreamAllowedFrom(address)) {
    return Response.json(
      { errors: [{ message: t.rateLimit.tooManyStreams }] },
      { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } },
    )
  }
  return openLiveStream({
    payload,
    userId: user.id,
    address,
    lastEventId: request.headers.get('last-event-id'),
    signal: request.signal,
  })
}
