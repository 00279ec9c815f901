import { format, isSameDay } from 'date-fns'
import { es } from 'date-fns/locale'

const options = { locale: es, weekStartsOn: 1 } as const

/** A message's time: HH:mm. */
export const messageTime = (iso: string) => format(new Date(iso), 'HH:mm', options)

/** The list's time of the newest message: HH:mm today, the day before that. */
export const listTime = (iso: string, now = new Date()) => {
  const date = new Date(iso)
  return isSameDay(date, now) ? format(date, 'HH:mm', options) : format(date, 'd MMM', options)
}

/** The full date, for a title on hover. */
export const fullTime = (iso: string) =>
  format(new Date(iso), "EEEE d 'de' MMMM 'de' yyyy, HH:mm", options)

/** Lower case without accents, so "jose" finds "José". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
