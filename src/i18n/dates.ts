// The words of the times and dates of comments, notifications and a profile's posts
// (src/lib/relative-time.ts).

export const dates = {
  /** Each unit of "hace 3 semanas", singular and plural, as Intl.RelativeTimeFormat writes them. */
  units: {
    year: ['año', 'años'],
    month: ['mes', 'meses'],
    week: ['semana', 'semanas'],
    day: ['día', 'días'],
    hour: ['hora', 'horas'],
    minute: ['minuto', 'minutos'],
    second: ['segundo', 'segundos'],
  },
  ago: (amount: string, unit: string) => `hace ${amount} ${unit}`,
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  /** "5 de marzo de 2025". */
  day: (day: number, month: string, year: number) => `${day} de ${month} de ${year}`,
  /** "5 de marzo de 2025, 09:07". */
  full: (date: string, time: string) => `${date}, ${time}`,
} as const
