/**
 * Reads the JSON of `npm audit --omit=dev --json`: the production dependencies must have no high or
 * critical advisory. When the registry's advisory service does not answer (this workplace's
 * registry mirror refuses its POST with 405), there is no verdict: the caller says so plainly
 * instead of calling it a pass.
 */
export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'advisories'; counts: Record<string, number>; packages: string[] }
  | { kind: 'unavailable'; reason: string }

const BLOCKING = ['high', 'critical'] as const

type AuditReport = {
  message?: string
  error?: { summary?: string }
  metadata?: { vulnerabilities?: Record<string, number> }
  vulnerabilities?: Record<string, { severity: string }>
}

export function readAudit(output: string): AuditVerdict {
  let report: AuditReport
  try {
    report = JSON.parse(output) as AuditReport
  } catch {
    return { kind: 'unavailable', reason: 'npm audit no devolvió JSON' }
  }
  const counts = report.metadata?.vulnerabilities
  if (!counts)
    return {
      kind: 'unavailable',
      reason: report.message || report.error?.summary || 'respuesta sin recuento de avisos',
    }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => (BLOCKING as readonly string[]).includes(entry.severity))
    .map(([name, entry]) => `${name} (${entry.severity})`)
  const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0)
  return blocking > 0 ? { kind: 'advisories', counts, packages } : { kind: 'clean', counts }
}
