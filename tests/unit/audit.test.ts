import { describe, expect, it } from 'vitest'

import { readAudit } from '../../scripts/lib/audit'

const report = (counts: Record<string, number>, vulnerabilities: Record<string, string> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, severity]) => [name, { name, severity }]),
    ),
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
    },
  })

describe('npm audit verdict', () => {
  it('passes with only low and moderate advisories', () => {
    const verdict = readAudit(report({ low: 2, moderate: 1 }, { a: 'low', b: 'moderate' }))
    expect(verdict.kind).toBe('clean')
  })

  it('fails on high or critical advisories and names the packages', () => {
    const verdict = readAudit(
      report({ moderate: 1, high: 1, critical: 1 }, { a: 'moderate', b: 'high', c: 'critical' }),
    )
    expect(verdict).toMatchObject({ kind: 'advisories', packages: ['b (high)', 'c (critical)'] })
  })

  it('gives no verdict when the advisory service refuses', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: { summary: '', detail: '' },
      method: 'POST',
    })
    expect(readAudit(refused)).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('405'),
    })
    expect(readAudit('npm error').kind).toBe('unavailable')
  })
})
