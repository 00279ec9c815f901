import type { Payload } from 'payload'

import type { SeedSystem } from './demo'
import { DEMO_ARTICLES } from './articles'
import { paragraph, richText } from './lexical'

// The newsletter's demo: subscribers in every state and a draft issue built from the first demo
// article, so an editor can preview, test and send it at once (README "Correo local").

const CONFIRMED = [
  'Ana Rivera',
  'Luis Ortiz',
  'Carmen Colón',
  'José Figueroa',
  'Marisol Vega',
  'Héctor Santiago',
  'Yaritza Cruz',
  'Gabriel Torres',
  'Camila Reyes',
  'Andrés Molina',
  'Paola Ramos',
  'Diego Acosta',
]

const address = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')}@boletin.example`

export async function createNewsletter(payload: Payload, system: SeedSystem) {
  const people = [
    ...CONFIRMED.map((name) => ({ name, status: 'confirmed' as const })),
    { name: 'Rosa Medina', status: 'pending' as const },
    { name: 'Iván Lugo', status: 'pending' as const },
    { name: 'Nilda Pagán', status: 'unsubscribed' as const },
  ]
  for (const { name, status } of people) {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        name,
        email: address(name),
        status,
        confirmedAt: status === 'pending' ? undefined : new Date().toISOString(),
      },
      ...system,
    })
  }
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { slug: { equals: DEMO_ARTICLES[0]!.slug } },
    limit: 1,
    ...system,
  })
  await payload.create({
    collection: 'newsletter-issues',
    data: {
      subject: 'Tarima al día: lo mejor de la semana',
      status: 'draft',
      preheader: 'Productores boricuas, giras y lo nuevo de la comunidad',
      source: 'article',
      article: docs[0]!.id,
      articleMode: 'summary',
      body: richText(
        paragraph('Esta semana te traemos una historia de estudio, calle y baterías propias.'),
        paragraph('Léela completa en la web y cuéntanos qué productor no debería faltar.'),
      ) as never,
    },
    ...system,
  })
}
