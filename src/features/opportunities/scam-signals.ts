import type { CollectionAfterChangeHook } from 'payload'

import { t } from '@/i18n'

// The commonest scam in music gigs and castings: asking the applicant for money to apply, audition
// or "hold a spot". An opportunity whose text asks for it gets an automatic report (no reporter)
// in the editors' report list (collections/Reports.ts), with the phrases found, so an editor can
// hide it from there like any reported content. A hint, never a block: a real audition may
// mention a fee, and the editor decides.

const MONEY_TO_APPLY = [
  // "cuota de inscripción", "pago de registro", "costo de audición"…
  /\b(cuota|tarifa|costo|coste|pago|cargo|deposito)s? (de |por )?(la )?(inscripcion|registro|postulacion|participacion|audicion|casting|reserva)\b/,
  // "paga 50 dólares para postularte", "abona antes de participar"…
  /\b(paga|pague|pagar|pagas|abona|abonar)\b[^.!?\n]{0,60}\b(para|antes de) (poder )?(aplicar|postular|postularte|postularse|participar|inscribirte|inscribirse|audicionar|reservar)\b/,
  // "envía un depósito de $20 antes de participar" (sending a demo is fine: money must be named).
  /\b(envia|enviar|deposita|depositar|transfiere|transferir)\b[^.!?\n]{0,40}(\$|\d|dinero|dolares|usd|pesos|euros|deposito|cuota|pago)[^.!?\n]{0,40}\b(para|antes de) (poder )?(aplicar|postular|postularte|postularse|participar|inscribirte|inscribirse|audicionar|reservar)\b/,
  // Untraceable ways to pay.
  /\b(western union|moneygram|gift ?cards?|tarjetas? de regalo|bitcoin|usdt|criptomonedas?)\b/,
] as const

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')

/** The phrases of a text that ask for money to apply, as written there (lowercase), or none. */
export function scamSignals(text: string): string[] {
  const found = new Set<string>()
  const normalized = plain(text)
  for (const pattern of MONEY_TO_APPLY) {
    const match = normalized.match(pattern)
    if (match) found.add(match[0])
  }
  return [...found]
}

type OpportunityText = { id: number; title?: string; description?: string; status?: string }

/**
 * After an opportunity is saved open: if its text asks for money to apply and no automatic report
 * of it is open yet, files one, in the same transaction as the save.
 */
export const reportScamSignals: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  const opportunity = doc as OpportunityText
  if (context.seeding || opportunity.status !== 'open') return doc
  const signals = scamSignals(`${opportunity.title ?? ''}\n${opportunity.description ?? ''}`)
  if (!signals.length) return doc
  const { totalDocs } = await req.payload.count({
    collection: 'reports',
    where: {
      opportunity: { equals: opportunity.id },
      reporter: { exists: false },
      status: { equals: 'open' },
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs) return doc
  // The poster's request files it: flagged as the system's, so the member rules of reports
  // (limits, own content) are not applied, and unflagged once filed.
  try {
    await req.payload.create({
      collection: 'reports',
      data: {
        targetType: 'opportunity',
        opportunity: opportunity.id,
        reporter: null,
        reason: t.opportunities.moderation.scamReason(signals),
        signals: signals.join(' · '),
        status: 'open',
      },
      context: { systemWrite: true },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } finally {
    delete req.context.systemWrite
  }
  return doc
}
