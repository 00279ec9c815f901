// `npm run audit` (and a step of `npm test`): no high or critical advisory in the production
// dependencies. Exit 1 when there is one; exit 0 with a warning when the advisory service cannot
// answer, and exit 1 then too with AUDIT_REQUIRED=1 (for machines with the real registry).
import { spawnSync } from 'node:child_process'

import { readAudit } from './lib/audit'
import { root } from './lib/paths'

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
})
const verdict = readAudit(result.stdout ?? '')
const log = (line: string) => console.log(`[audit] ${line}`)

if (verdict.kind === 'clean') {
  log(`Sin avisos altos ni críticos (${JSON.stringify(verdict.counts)}).`)
} else if (verdict.kind === 'advisories') {
  log(`Avisos altos o críticos en dependencias de producción: ${verdict.packages.join(', ')}`)
  process.exitCode = 1
} else {
  log(`NO COMPROBADO: el servicio de avisos de npm no respondió (${verdict.reason}).`)
  if (process.env.AUDIT_REQUIRED === '1') process.exitCode = 1
}
