// Applies the committed migrations to DATABASE_URL (and seeds the demo when SEED_DEMO=true).
// Production runs it once per deploy, before the app instances start.
import { prepareDatabase } from './lib/prepare'

if (!process.env.DATABASE_URL) {
  console.error('Define DATABASE_URL para aplicar las migraciones.')
  process.exit(1)
}
await prepareDatabase({ seed: process.env.SEED_DEMO === 'true', log: (line) => console.log(line) })
// Payload keeps one pool client open for reconnects; everything is committed, so leave now.
process.exit(0)
