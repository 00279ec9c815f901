// `npm start`: the whole site with demo content at http://localhost:3000 on a fresh machine.
// Starts the embedded PostgreSQL (or uses DATABASE_URL), applies migrations, seeds once, builds
// the production server when the sources changed, and serves it. `npm run dev` serves the same
// server (scripts/serve.mjs) around `next dev`.
// Without SMTP_URL, e-mails go to a local inbox (scripts/lib/mail-catcher.ts) and to the log.
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { startDevDatabase } from './lib/database'
import { buildIsStale, buildSite } from './lib/build'
import { type MailCatcher, mailCatcherPorts, startMailCatcher } from './lib/mail-catcher'
import { dataDir } from './lib/paths'
import { prepareDatabase } from './lib/prepare'
import { startDevServer, startProductionServer, stopServer, waitForUrl } from './lib/processes'
import { DEMO_ACCOUNTS } from './seed/accounts'

const ROLE_NAMES = { founder: 'Fundadora', editor: 'Editor', member: 'Miembro' } as const
const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const log = (line: string) => console.log(`[tarima] ${line}`)

mkdirSync(dataDir, { recursive: true })
const db = await startDevDatabase(() => {})
log(
  process.env.DATABASE_URL
    ? 'Usando la base de datos de DATABASE_URL.'
    : 'PostgreSQL embebido en marcha.',
)

const mail = await startLocalMail()

const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...(mail && { SMTP_URL: mail.smtpUrl, MAIL_LOG: 'true' }),
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || localSecret(),
  SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
}
Object.assign(process.env, env)

await prepareDatabase({ seed: process.env.SEED_DEMO !== 'false', log })

const server: { current?: ChildProcess } = {}

if (!dev && buildIsStale(process.env.NEXT_DIST_DIR || '.next')) {
  log('Compilando la versión de producción (la primera vez tarda unos minutos)…')
  const code = await buildSite(env)
  if (code !== 0) await shutdown(code)
}

server.current = dev ? startDevServer(port, env) : startProductionServer(port, env)
server.current.on('exit', (code) => void shutdown(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0))

await waitForUrl(`http://localhost:${port}/`, dev ? 300_000 : 120_000)
console.log(`
  Tarima está en marcha: ${env.SITE_URL}
  Panel de administración: ${env.SITE_URL}/admin
  ${mail ? `Correo local: ${mail.inboxUrl}` : `Correo: ${process.env.SMTP_URL ? 'por SMTP_URL' : 'solo en el log'}`}

  Cuentas de demostración (contraseña: ${DEMO_ACCOUNTS.founder.password}):
${Object.values(DEMO_ACCOUNTS)
  .map((account) => `    ${ROLE_NAMES[account.role].padEnd(10)} ${account.email}`)
  .join('\n')}

  Ctrl+C para detener.
`)

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  if (server.current) await stopServer(server.current)
  await mail?.stop()
  await db.stop()
  process.exit(code)
}

/**
 * Without SMTP_URL, the local inbox; when it cannot start (a port taken), e-mails are only
 * written to the log, and the reason is said.
 */
async function startLocalMail(): Promise<MailCatcher | undefined> {
  if (process.env.SMTP_URL) return undefined
  try {
    const catcher = await startMailCatcher({
      ...mailCatcherPorts(),
      mailDirectory: path.join(dataDir, 'mail'),
    })
    log(`Correo local en marcha: ${catcher.inboxUrl}`)
    return catcher
  } catch (error) {
    log(
      `No se pudo abrir el correo local (${error instanceof Error ? error.message : String(error)}): ` +
        'los correos solo se escribirán en el log. Cambia MAIL_UI_PORT o MAIL_SMTP_PORT para usar otros puertos.',
    )
    return undefined
  }
}

/** A secret generated once per machine for local runs, kept under .data/. */
function localSecret(): string {
  const file = path.join(dataDir, 'payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}
