// Runs a command (for example `payload migrate:create`) against the development database:
// DATABASE_URL when set, otherwise the embedded PostgreSQL under .data/.
import { spawnSync } from 'node:child_process'

import { startDevDatabase } from './lib/database'

const db = await startDevDatabase()
const [command, ...args] = process.argv.slice(2)
const result = spawnSync(`npx`, [command, ...args], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: db.url },
})
await db.stop()
process.exit(result.status ?? 1)
