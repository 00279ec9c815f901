'use client'

import * as t from '@/i18n/es'
import { REPORT_TARGET_FIELD, type ReportTargetType } from './report-rules'

type ErrorBody = {
  errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
} | null

export type ReportReply = { ok: true } | { ok: false; message: string }

/** The Spanish message of a Payload REST error: a field's message first, else the error's. */
export async function errorMessage(response: Response, fallback: string): Promise<string> {
  if (response.status === 429) return t.rateLimit.tooFast
  if (response.status >= 500) return fallback
  const body = (await response.json().catch(() => null)) as ErrorBody
  const first = body?.errors?.[0]
  return first?.data?.errors?.[0]?.message || first?.message || fallback
}

/** A profile is reported by its row; pages know the member's user id, so look the row up. */
async function profileIdOf(userId: number): Promise<number | null> {
  const response = await fetch(
    `/api/profiles?where[user][equals]=${userId}&depth=0&limit=1&select[id]=true`,
    { credentials: 'include', headers: { Accept: 'application/json' } },
  )
  if (!response.ok) return null
  const body = (await response.json()) as { docs?: { id: number }[] }
  return body.docs?.[0]?.id ?? null
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
    const response = await fetch('/api/reports?depth=0', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ targetType, [REPORT_TARGET_FIELD[targetType]]: id, reason }),
    })
    if (response.ok) return { ok: true }
    return { ok: false, message: await errorMessage(response, copy.error) }
  } catch (error) {
    console.error('No se pudo enviar la denuncia', error)
    return { ok: false, message: copy.error }
  }
}
