// A dozen open opportunities of the demo (issue 39): Puerto Rico and Latin America, in Spanish,
// posted by the demo members. Dates are relative to the day the demo is seeded, so they stay open.
import type { Payload } from 'payload'

import { optionValue } from '../../src/lib/options'
import type { SeedSystem } from './demo'

type Demo = {
  kind: 'gig' | 'collaboration' | 'production' | 'casting' | 'studio' | 'job' | 'grant' | 'other'
  title: string
  description: string
  roles: string[]
  genres: string[]
  country?: string
  city?: string
  remote?: boolean
  pay: 'paid' | 'negotiable' | 'unpaid'
  payMin?: number
  payMax?: number
  currency?: 'USD' | 'MXN' | 'COP' | 'DOP' | 'ARS' | 'CLP' | 'PEN' | 'EUR'
  /** Days from today: when it was published (negative), the deadline, the event. */
  publishedDaysAgo: number
  deadlineInDays: number
  eventInDays?: number
  questions?: string[]
  featured?: boolean
}

export const DEMO_OPPORTUNITIES: Demo[] = [
  {
    kind: 'production',
    title: 'Productor de bachata para EP de 4 temas en Santo Domingo',
    description:
      'Busco productor de bachata (tradicional y moderna) para un EP de 4 canciones que grabaremos en marzo en Santo Domingo.\n\nTenemos las composiciones y las maquetas; necesitamos arreglos, dirección de sesión con requinto y güira, y mezcla final.\n\nEnvía enlaces a producciones tuyas.',
    roles: ['Productor'],
    genres: ['Bachata'],
    country: 'República Dominicana',
    city: 'Santo Domingo',
    pay: 'paid',
    payMin: 1500,
    payMax: 3000,
    currency: 'USD',
    publishedDaysAgo: 1,
    deadlineInDays: 30,
    eventInDays: 60,
    questions: ['¿Con qué artistas de bachata has trabajado?', '¿Tienes estudio propio?'],
    featured: true,
  },
  {
    kind: 'gig',
    title: 'Banda de salsa para fiestas patronales en Ponce',
    description:
      'El municipio busca orquesta de salsa (mínimo 10 músicos) para dos noches de fiestas patronales. Tarima, sonido e iluminación los pone la producción.',
    roles: ['Artista', 'Cantante'],
    genres: ['Salsa'],
    country: 'Puerto Rico',
    city: 'Ponce',
    pay: 'paid',
    payMin: 6000,
    currency: 'USD',
    publishedDaysAgo: 2,
    deadlineInDays: 21,
    eventInDays: 45,
  },
  {
    kind: 'casting',
    title: 'Convocatoria de voces femeninas para proyecto de reggaeton',
    description:
      'Sello independiente de San Juan abre convocatoria para cantantes de reggaeton y pop urbano. Buscamos voces con identidad propia para un proyecto de colaboraciones en 2027.',
    roles: ['Cantante'],
    genres: ['Reggaeton', 'Urbano'],
    country: 'Puerto Rico',
    city: 'San Juan',
    pay: 'negotiable',
    publishedDaysAgo: 3,
    deadlineInDays: 14,
    questions: ['Comparte un enlace a tu mejor interpretación'],
  },
  {
    kind: 'studio',
    title: 'Ingeniero de mezcla para álbum de cumbia en Bogotá',
    description:
      'Álbum de 10 temas de cumbia y vallenato grabado en cinta. Buscamos ingeniero de mezcla con experiencia en sonido analógico. Trabajo presencial en estudio en Chapinero.',
    roles: ['Ingeniero de Sonido'],
    genres: ['Cumbia', 'Vallenato'],
    country: 'Colombia',
    city: 'Bogotá',
    pay: 'paid',
    payMin: 8000000,
    payMax: 12000000,
    currency: 'COP',
    publishedDaysAgo: 4,
    deadlineInDays: 25,
  },
  {
    kind: 'collaboration',
    title: 'Rapero busca productor de trap para colaboración remota',
    description:
      'Tengo 6 letras listas y busco beats de trap latino oscuro. Colaboración a partes iguales en regalías; todo por videollamada y archivos compartidos.',
    roles: ['Productor', 'DJ/Productor'],
    genres: ['Trap Latino', 'Hip Hop'],
    remote: true,
    pay: 'unpaid',
    publishedDaysAgo: 5,
    deadlineInDays: 40,
  },
  {
    kind: 'gig',
    title: 'DJ de reggaeton y dembow para club en Medellín',
    description:
      'Residencia de viernes en club de El Poblado. Sets de 3 horas de reggaeton, dembow y afrobeat. Buscamos DJ con público propio.',
    roles: ['DJ'],
    genres: ['Reggaeton', 'Dembow', 'Afrobeat'],
    country: 'Colombia',
    city: 'Medellín',
    pay: 'paid',
    payMin: 900000,
    currency: 'COP',
    publishedDaysAgo: 6,
    deadlineInDays: 20,
    eventInDays: 30,
  },
  {
    kind: 'job',
    title: 'Road manager para gira por México',
    description:
      'Gira de 18 fechas por Ciudad de México, Guadalajara y Monterrey. Coordinación de logística, hoteles y horarios con la producción local. Disponibilidad total de abril a junio.',
    roles: ['Road Manager', 'Manager'],
    genres: ['Regional Mexicano'],
    country: 'México',
    city: 'Ciudad de México',
    pay: 'paid',
    payMin: 45000,
    payMax: 60000,
    currency: 'MXN',
    publishedDaysAgo: 7,
    deadlineInDays: 18,
  },
  {
    kind: 'grant',
    title: 'Beca de composición para jóvenes autores de tango',
    description:
      'Beca de seis meses en Buenos Aires para compositores y compositoras de tango menores de 30 años: tutorías, grabación de 3 obras y presentación final.',
    roles: ['Compositor'],
    genres: ['Tango'],
    country: 'Argentina',
    city: 'Buenos Aires',
    pay: 'paid',
    payMin: 1200000,
    currency: 'ARS',
    publishedDaysAgo: 8,
    deadlineInDays: 35,
    questions: ['Describe brevemente la obra que quieres desarrollar'],
  },
  {
    kind: 'production',
    title: 'Videógrafo para videoclip de merengue en Santiago',
    description:
      'Rodaje de un día en Santiago de los Caballeros para el videoclip de un merengue típico. Buscamos videógrafo con equipo propio y experiencia en videos musicales.',
    roles: ['Videógrafo'],
    genres: ['Merengue'],
    country: 'República Dominicana',
    city: 'Santiago de los Caballeros',
    pay: 'paid',
    payMin: 40000,
    currency: 'DOP',
    publishedDaysAgo: 9,
    deadlineInDays: 15,
    eventInDays: 25,
  },
  {
    kind: 'gig',
    title: 'Grupo de plena y bomba para festival en Loíza',
    description:
      'Festival cultural busca grupo de plena y bomba para la tarde del sábado. Presentación de 45 minutos; transporte desde el área metro incluido.',
    roles: ['Artista'],
    genres: ['Plena', 'Bomba'],
    country: 'Puerto Rico',
    city: 'Loíza',
    pay: 'negotiable',
    publishedDaysAgo: 10,
    deadlineInDays: 12,
    eventInDays: 20,
  },
  {
    kind: 'collaboration',
    title: 'Fotógrafa para sesión de portada de disco de pop latino',
    description:
      'Artista emergente de Lima busca fotógrafa para la portada y fotos de prensa de su primer disco de pop latino. Intercambio por créditos y difusión.',
    roles: ['Fotógrafo'],
    genres: ['Pop Latino'],
    country: 'Perú',
    city: 'Lima',
    pay: 'unpaid',
    publishedDaysAgo: 11,
    deadlineInDays: 28,
  },
  {
    kind: 'job',
    title: 'Community manager para sello urbano (remoto)',
    description:
      'Sello de música urbana busca publicista o community manager para llevar redes de 5 artistas. Trabajo remoto, 20 horas semanales.',
    roles: ['Publicista'],
    genres: ['Urbano', 'Reggaeton'],
    remote: true,
    pay: 'paid',
    payMin: 800,
    payMax: 1200,
    currency: 'USD',
    publishedDaysAgo: 12,
    deadlineInDays: 45,
  },
]

const DAY_MS = 24 * 60 * 60 * 1000
const days = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString()

/** Creates the demo opportunities, each by one of `posters` in turn, as the system. */
export async function createOpportunities(
  payload: Payload,
  system: SeedSystem,
  posters: number[],
): Promise<void> {
  for (const [index, demo] of DEMO_OPPORTUNITIES.entries()) {
    await payload.create({
      collection: 'opportunities',
      data: {
        user: posters[index % posters.length]!,
        kind: demo.kind,
        title: demo.title,
        description: demo.description,
        roles: demo.roles.map(optionValue) as never,
        genres: demo.genres.map(optionValue) as never,
        remote: demo.remote ?? false,
        country: (demo.country ?? null) as never,
        city: demo.city ?? null,
        pay: demo.pay,
        payMin: demo.payMin ?? null,
        payMax: demo.payMax ?? null,
        currency: demo.currency ?? null,
        deadline: days(demo.deadlineInDays),
        eventDate: demo.eventInDays ? days(demo.eventInDays) : null,
        questions: (demo.questions ?? []).map((question) => ({ question })),
        status: 'open',
        publishedAt: days(-demo.publishedDaysAgo),
        featured: demo.featured ?? false,
      },
      ...system,
    })
  }
}
