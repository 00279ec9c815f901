/**
 * Next calls this once when a server process starts: Payload starts there, with its jobs queue
 * (src/lib/jobs.ts), so queued e-mails and scheduled publishing run without waiting for a first
 * request that needs Payload (cached pages never do).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_AUTORUN === 'false') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  await getPayload({ config, cron: true })
}
