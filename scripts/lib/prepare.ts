import type { Pool } from 'pg'
import type { Migration, Payload } from 'payload'

import { postgresOf } from '../../src/lib/db'

/**
 * Applies the committed migrations and, when asked, seeds the demo content once. The config is
 * imported only now because it reads DATABASE_URL and friends when it loads.
 */
export async function prepareDatabase({
  seed,
  log,
}: {
  seed: boolean
  log: (line: string) => void
}) {
  // Migrations and a large seed may run long statements; the request timeouts are for servers.
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0'
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
    import('../../migrations'),
  ])
  const payload: Payload = await getPayload({ config })
  try {
    log('Aplicando migraciones…')
    // The generated list is typed with the adapter's own argument types; migrate() takes them as is.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    if (seed) {
      const { seedDemo } = await import('../seed/demo')
      const { seeded } = await seedDemo(payload, log)
      log(seeded ? 'Contenido de demostración creado.' : 'El contenido de demostración ya existía.')
    }
  } finally {
    await closePayload(payload)
  }
}

/**
 * Payload's destroy() leaves the pool open; end it so the database can stop cleanly. A client
 * Payload never released would make end() wait forever, so it gets two seconds.
 */
export async function closePayload(payload: Payload) {
  await payload.db.destroy?.()
  // Undefined when the adapter never connected.
  const pool: Pool | undefined = postgresOf(payload).pool
  if (!pool) return
  pool.on('error', (error) =>
    payload.logger.debug({ err: error }, 'Conexión cerrada al parar la base de datos'),
  )
  await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2000))])
}
