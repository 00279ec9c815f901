'use client'

import * as t from '@/i18n/es'
import { ApiError, apiRequest } from '@/lib/api-client'
import { REPORT_TARGET_FIELD, type ReportTargetType } from './report-rules'

export type ReportReply = { ok: true } | { ok: false; message: string }

/** A profile is reported by its row; pages know the member's user id, so look the row up. */
async function profileIdOf(userId: number): Promise<number | null> {
  const body = await apiRequest<{ docs?: { id: number }[] }>(
    'GET',
    `/api/profiles?where[user][equals]=${userId}&depth=0&limit=1&select[id]=true`,
  ).catch((error: unknown) => {
    // Refused or not found: nothing to report. No answer at all: the caller says so.
    if (error instanceof ApiError && error.status > 0) return null
    throw error
  })
  return body?.docs?.[0]?.id ?? null
}

/** Sends a report with the member's session; never throws. */
export async function sendReport(
  targetType: ReportTargetType,
  targetId: number,
  reason: string,
): Promise<ReportReply> {
  const copy = t.safety.report
  try {
    const id = targetType === 'profile' ? await profileIdOf(targetId) : targetId
    if (id == null) return { ok: false, message: copy.unavailable }
    await apiRequest('POST', '/api/reports?depth=0', {
      targetType,
      [REPORT_TARGET_FIELD[targetType]]: id,
      reason,
    })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('No se pudo enviar la denuncia', error)
    // Too many reports: the members' write limit's own words.
    if (error instanceof ApiError && error.status === 429) {
      return { ok: false, message: t.rateLimit.tooFast }
    }
    return { ok: false, message: (error instanceof ApiError && error.message) || copy.error }
  }
}
