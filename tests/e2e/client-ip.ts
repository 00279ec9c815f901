import { randomInt } from 'node:crypto'

/**
 * A made-up client address for one spec file. The server rate-limits sign-in, sign-up and other
 * writes per IP (read from X-Forwarded-For, as behind the production proxy: `npm test` starts the
 * servers with TRUSTED_PROXIES=loopback, see src/lib/client-ip.ts), so each file gets its own
 * address and never spends another file's budget:
 *   test.use({ extraHTTPHeaders: clientIpHeaders() })
 */
export const clientIpHeaders = () => ({
  'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
})
