/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { unavailableWhenPayloadDown } from '@/lib/error-answers'

/**
 * Added by hand (keep it when Payload regenerates this file): a Payload that could not start (its
 * database away) answers a Spanish 503 with Retry-After, not its English 500
 * (src/lib/error-answers.ts).
 */
type Handler = ReturnType<typeof REST_GET>
const answering =
  (handler: Handler): Handler =>
  async (request, args) =>
    unavailableWhenPayloadDown(await handler(request, args))

export const GET = answering(REST_GET(config))
export const POST = answering(REST_POST(config))
export const DELETE = answering(REST_DELETE(config))
export const PATCH = answering(REST_PATCH(config))
export const PUT = answering(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/**
 * Added by hand (keep it when Payload regenerates this file): Payload matches endpoints by method
 * and has no HEAD ones, so a HEAD (a cache or a link checker asking about /api/media/file/…) was
 * a 404. It is answered as the GET, headers only.
 */
export async function HEAD(request: Request, args: Parameters<typeof GET>[1]) {
  const response = await GET(new Request(request, { method: 'GET' }), args)
  await response.body?.cancel()
  return new Response(null, { status: response.status, headers: response.headers })
}
