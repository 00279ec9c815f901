import * as t from '@/i18n/es'
import type { TextRule } from '@/lib/text-rules'

// What an opportunity and an application are: their closed lists and limits, written once for
// the forms (in the browser), the collections (collections/Opportunities.ts,
// collections/OpportunityApplications.ts) and the SQL.

export const OPPORTUNITY_KINDS = [
  'gig',
  'collaboration',
  'production',
  'casting',
  'studio',
  'job',
  'grant',
  'other',
] as const
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number]

/** Pagado (with an optional amount), A convenir, Sin pago / colaboración. */
export const PAY_TYPES = ['paid', 'negotiable', 'unpaid'] as const
export type PayType = (typeof PAY_TYPES)[number]

export const CURRENCIES = ['USD', 'MXN', 'COP', 'DOP', 'ARS', 'CLP', 'PEN', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

/** A draft only its poster sees; open ones take applications until closed or past the deadline. */
export const OPPORTUNITY_STATUSES = ['draft', 'open', 'closed'] as const
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number]

/** Pendiente → Preseleccionada → Aceptada or Descartada; the applicant may withdraw while pending. */
export const APPLICATION_STATUSES = [
  'pending',
  'shortlisted',
  'accepted',
  'declined',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The states a poster moves an application to. */
export const DECISIONS = [
  'shortlisted',
  'accepted',
  'declined',
] as const satisfies ApplicationStatus[]

export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 3000
export const CITY_MAX = 80
export const QUESTIONS_MAX = 4
export const QUESTION_MAX = 200
export const NOTE_MAX = 1000
export const ANSWER_MAX = 1000
export const LINKS_MAX = 3
/** The deadline to apply: in the future, at most this many days away. */
export const DEADLINE_DAYS_MAX = 90
export const PAY_AMOUNT_MAX = 100_000_000
/** Cards per page of /oportunidades; "Cargar más" adds as many. */
export const OPPORTUNITIES_PAGE_SIZE = 12
/** Pages "Cargar más" may reach through the address (?pagina=); past it, a search narrows. */
export const OPPORTUNITIES_PAGES_MAX = 20

/**
 * Opportunities a member may publish in a day: fewer while the account is new (src/lib/rate-limit.ts
 * newAccountSince), where spam comes from. Counted from the rows, so no hour resets it.
 */
export const PUBLISH_PER_DAY = { usual: 5, fresh: 1 } as const

const copy = t.opportunities.rules

export const titleRule: TextRule = {
  required: copy.titleRequired,
  max: TITLE_MAX,
  tooLong: copy.titleMax,
}
export const descriptionRule: TextRule = {
  required: copy.descriptionRequired,
  max: DESCRIPTION_MAX,
  tooLong: copy.descriptionMax,
}
export const questionRule: TextRule = {
  required: copy.questionRequired,
  max: QUESTION_MAX,
  tooLong: copy.questionMax,
}
export const answerRule: TextRule = {
  required: copy.answerRequired,
  max: ANSWER_MAX,
  tooLong: copy.answerMax,
}

/** The public address of an opportunity. */
export const opportunityPath = (id: number | string) => `/oportunidades/${id}`
