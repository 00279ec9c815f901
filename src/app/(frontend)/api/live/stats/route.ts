import { hasRole } from '../../../../../../access/hasRole'
import { liveHub } from '@/features/notifications/live-hub'
import { t } from '@/i18n'
import { getPayloadClient } from '@/lib/payload'

// GET /api/live/stats: this instance's open streams, listening connection and memory, for founders
// (operations, the leak test and bench/live.ts). With `?gc=1` on a server started with
// `node --expose-gc` (the bench does), garbage is collected first, so the memory figures are what
// is alive; without that flag it changes nothing.
export const dynamic = 'force-dynamic'

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10

export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'founder')) {
    return Response.json({ errors: [{ message: t.messages.errors.founderOnly }] }, { status: 403 })
  }
  if (new URL(request.url).searchParams.has('gc')) (globalThis as { gc?: () => void }).gc?.()
  const memory = process.memoryUsage()
  return Response.json(
    { ...liveHub.stats(), memoryMb: { rss: mb(memory.rss), heapUsed: mb(memory.heapUsed) } },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
