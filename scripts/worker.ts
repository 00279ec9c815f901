// The jobs queue as its own process (docker-compose.yml's `worker`): queued e-mails and scheduled
// publishing (src/lib/jobs.ts). The app instances there run with JOBS_AUTORUN=false and leave the
// queue to it; `npm start` needs no worker, since its server runs the queue itself.
// Run with `npx tsx --conditions=react-server scripts/worker.ts`.
export {}

// Whatever the shared environment says, this process is the runner (read when the config loads).
process.env.JOBS_AUTORUN = 'true'
const [{ getPayload }, { default: config }] = await Promise.all([
  import('payload'),
  import('../payload.config'),
])
const payload = await getPayload({ config, cron: true })
payload.logger.info('Cola de trabajos en marcha.')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void payload.destroy().finally(() => process.exit(0))
  })
}
