import * as t from '@/i18n/es'
import { spanishNumber } from '@/i18n/number'
import { optionLabel } from '@/lib/options'
import { formatDateEs } from '@/lib/relative-time'
import type { OpportunityCard } from './opportunity-types'

// How an opportunity's facts read on every card and page: pay told honestly, place, dates.

const copy = t.opportunities

/** "Pagado · 1500–3000 USD", "Pagado · desde 6000 USD", "A convenir", "Sin pago / colaboración". */
export function payText(card: Pick<OpportunityCard, 'pay' | 'payMin' | 'payMax' | 'currency'>) {
  const label = copy.pay[card.pay]
  if (card.pay !== 'paid') return label
  const { payMin: min, payMax: max, currency } = card
  const money = (value: number) => spanishNumber(Math.round(value))
  let amount = ''
  if (min != null && max != null && max !== min) amount = `${money(min)}–${money(max)}`
  else if (min != null) amount = max === min ? money(min) : `desde ${money(min)}`
  else if (max != null) amount = `hasta ${money(max)}`
  return amount ? `${label} · ${amount}${currency ? ` ${currency}` : ''}` : label
}

/** "Santo Domingo, República Dominicana", or "Remoto". */
export function placeText(card: Pick<OpportunityCard, 'remote' | 'country' | 'city'>) {
  if (card.remote) return card.city ? `${copy.remote} · ${card.city}` : copy.remote
  return [card.city, card.country ? optionLabel(card.country) : null].filter(Boolean).join(', ')
}

/** "5 de marzo de 2027". */
export const dateText = (iso: string) => formatDateEs(new Date(iso))

/** Whether it still takes applications: open and before its deadline. */
export const isAccepting = (status: string, deadline: string) =>
  status === 'open' && new Date(deadline).getTime() > Date.now()

/** The roles' labels, joined for reading. */
export const rolesText = (roles: string[]) => roles.map(optionLabel).join(', ')
