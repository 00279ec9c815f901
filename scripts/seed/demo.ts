// The demo content a fresh install starts with (Spanish, realistic, invented people). Runs once:
// when the founder account exists, it does nothing. A system job, so it bypasses access rules.
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { optionValue } from '../../src/lib/options'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts'
import { DEMO_ARTICLES, NEWS_ARTICLE } from './articles'
import { createNewsletter } from './newsletter'
import { createOpportunities } from './opportunities'
import { avatarImage, coverImage, mapLimit, slugify, uploadImage } from './images'
import {
  articleLink,
  block,
  heading,
  paragraph,
  paragraphOf,
  richText,
  text,
  upload,
} from './lexical'
import { DEMO_PROFESSIONALS, FEATURED } from './professionals'

// Every write of the seed joins one transaction (system.req): a seed cut short (Ctrl+C, a crash)
// leaves nothing behind, so the next start seeds again instead of keeping half the content.
const system: { overrideAccess: true; depth: 0; context: { seeding: true }; req?: PayloadRequest } =
  {
    overrideAccess: true,
    depth: 0,
    context: { seeding: true },
  }
/** How every write of the seed is made (the newsletter's demo, scripts/seed/newsletter.ts, too). */
export type SeedSystem = typeof system
type Log = (line: string) => void

export async function seedDemo(
  payload: Payload,
  log: Log = console.log,
): Promise<{ seeded: boolean }> {
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ACCOUNTS.founder.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return { seeded: false }

  const req = await createLocalReq({ context: { seeding: true } }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID == null)
    throw new Error('El adaptador de base de datos no admite transacciones')
  req.transactionID = transactionID
  system.req = req
  try {
    log('Creando cuentas de demostración…')
    const accounts = await createAccounts(payload)
    log(`Creando profesionales… 0/${DEMO_PROFESSIONALS.length}`)
    const listings = await createProfessionals(payload, accounts, log)
    log('Creando actividad del feed…')
    await createActivity(payload, accounts, listings)
    await createOpportunities(payload, system, [accounts.founder, ...accounts.members])
    log('Publicando artículos del blog y News+…')
    await createArticles(payload, accounts.editor)
    log('Creando suscriptores y una edición de la newsletter…')
    await createNewsletter(payload, system)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        communityName: 'Tarima',
        instagramUrl: 'https://www.instagram.com/tarima',
        youtubeUrl: 'https://www.youtube.com/@tarima',
        blogVideoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        contactEmail: 'hola@tarima.app',
      },
      ...system,
    })
    await payload.db.commitTransaction(transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  } finally {
    delete system.req
  }
  return { seeded: true }
}

type Accounts = { founder: number; editor: number; member: number; members: number[] }

async function createUser(
  payload: Payload,
  data: {
    email: string
    firstName: string
    lastName: string
    role: 'member' | 'editor' | 'founder'
  },
) {
  const user = await payload.create({
    collection: 'users',
    data: { ...data, password: DEMO_PASSWORD, emailConfirmed: true },
    ...system,
  })
  return user.id
}

async function createAccounts(payload: Payload): Promise<Accounts> {
  const founder = await createUser(payload, DEMO_ACCOUNTS.founder)
  const editor = await createUser(payload, DEMO_ACCOUNTS.editor)
  const member = await createUser(payload, DEMO_ACCOUNTS.member)
  // Members who own some of the listings, so follows and feed posts have real people behind them.
  const members: number[] = []
  for (const name of DEMO_PROFESSIONALS.slice(1, 11).map((p) => p.name)) {
    const [firstName, ...rest] = name
      .replace(/[^\p{L}\s]/gu, '')
      .trim()
      .split(/\s+/)
    members.push(
      await createUser(payload, {
        email: `${slugify(name).replace(/-/g, '.')}@demo.tarima.app`,
        firstName: firstName ?? name,
        lastName: rest.join(' ') || 'Tarima',
        role: 'member',
      }),
    )
  }
  await fillProfile(payload, founder, {
    bio: 'Cantautora y fundadora de Tarima. Conecto talento latino con oportunidades reales.',
    country: 'Puerto Rico',
    roles: ['Artista', 'Compositor'],
    genres: ['Reggaeton', 'Pop Latino'],
    name: `${DEMO_ACCOUNTS.founder.firstName} ${DEMO_ACCOUNTS.founder.lastName}`,
  })
  await fillProfile(payload, editor, {
    bio: 'Editor de News+. Escribo sobre la escena urbana y la industria musical latina.',
    country: 'Puerto Rico',
    roles: ['Publicista'],
    genres: ['Salsa', 'Reggaeton'],
    name: `${DEMO_ACCOUNTS.editor.firstName} ${DEMO_ACCOUNTS.editor.lastName}`,
  })
  await fillProfile(payload, member, {
    bio: 'Productora en formación, fan de la bachata y del trap. Buscando colaboraciones.',
    country: 'República Dominicana',
    roles: ['Productor'],
    genres: ['Bachata', 'Trap'],
    name: `${DEMO_ACCOUNTS.member.firstName} ${DEMO_ACCOUNTS.member.lastName}`,
  })
  return { founder, editor, member, members }
}

async function fillProfile(
  payload: Payload,
  user: number,
  {
    bio,
    country,
    roles,
    genres,
    name,
  }: { bio: string; country: string; roles: string[]; genres: string[]; name: string },
) {
  const avatar = await uploadImage(payload, system.req, {
    buffer: await avatarImage(name),
    alt: `Foto de ${name}`,
    filename: `avatar-${slugify(name)}`,
  })
  await payload.update({
    collection: 'profiles',
    where: { user: { equals: user } },
    data: {
      bio,
      country,
      roles: roles.map(optionValue),
      genres: genres.map(optionValue),
      avatar,
    } as never,
    ...system,
  })
}

type Listing = { collection: 'artists' | 'producers'; id: number; user: number | null }

async function createProfessionals(
  payload: Payload,
  accounts: Accounts,
  log: Log,
): Promise<Listing[]> {
  let done = 0
  return mapLimit(DEMO_PROFESSIONALS, 1, async (pro, index) => {
    const image = await uploadImage(payload, system.req, {
      buffer: await avatarImage(pro.name),
      alt: `Retrato de ${pro.name}`,
      filename: `pro-${slugify(pro.name)}`,
    })
    const slug = slugify(pro.name)
    const isFounder = index === 0
    // The founder artist belongs to the founder account; the next ten to demo members.
    const user = isFounder ? accounts.founder : index <= 10 ? accounts.members[index - 1]! : null
    const doc = await payload.create({
      collection: pro.listing,
      data: {
        name: pro.name,
        displayName: pro.name,
        role: optionValue(pro.role),
        genres: pro.genres.map(optionValue),
        country: pro.country,
        bio: pro.bio,
        image,
        user,
        spotifyUrl: `https://open.spotify.com/artist/${slug}`,
        instagramUrl: `https://www.instagram.com/${slug.replace(/-/g, '')}`,
        youtubeUrl: `https://www.youtube.com/@${slug.replace(/-/g, '')}`,
        featured: isFounder || FEATURED.includes(pro.name),
        isFounder,
        verified: isFounder || FEATURED.includes(pro.name) || index % 3 === 0,
      } as never,
      ...system,
    })
    done++
    if (done % 10 === 0 || done === DEMO_PROFESSIONALS.length) {
      log(`Creando profesionales… ${done}/${DEMO_PROFESSIONALS.length}`)
    }
    return { collection: pro.listing, id: doc.id, user }
  })
}

const POSTS = [
  {
    content: 'Nuevo sencillo este viernes 🔥 Gracias a todos los que vinieron al estudio.',
    musicTitle: 'Noches de Santurce',
  },
  {
    content: '¿Algún productor de dembow en Santo Domingo para una sesión la semana que viene?',
    musicTitle: '',
  },
  { content: 'Ensayando el directo del sábado. Bomba, plena y mucho tambor.', musicTitle: 'Batey' },
  {
    content: 'Terminé la mezcla del EP. Suena a Caribe y a ciudad a la vez.',
    musicTitle: 'Malecón EP',
  },
  { content: 'Buscamos fotógrafa para la portada del próximo disco. ¡Escribidme!', musicTitle: '' },
  {
    content: 'Gracias, Medellín. Primera vez llenando la sala. No lo olvidaré.',
    musicTitle: 'En vivo',
  },
]

async function createActivity(payload: Payload, accounts: Accounts, listings: Listing[]) {
  const people = [accounts.founder, accounts.member, ...accounts.members]
  // Everyone follows the founder; a few follow each other.
  for (const follower of people.filter((id) => id !== accounts.founder)) {
    await payload.create({
      collection: 'follows',
      data: { follower, following: accounts.founder },
      ...system,
    })
  }
  for (let i = 0; i < accounts.members.length - 1; i++) {
    await payload.create({
      collection: 'follows',
      data: { follower: accounts.members[i]!, following: accounts.members[i + 1]! },
      ...system,
    })
  }
  await payload.create({
    collection: 'follows',
    data: { follower: accounts.founder, following: accounts.member },
    ...system,
  })

  const posts: number[] = []
  for (const [i, post] of POSTS.entries()) {
    const author = people[i % people.length]!
    const listing = listings.find((l) => l.user === author)
    const doc = await payload.create({
      collection: 'posts',
      data: {
        user: author,
        content: post.content,
        musicTitle: post.musicTitle || undefined,
        spotifyUrl: post.musicTitle
          ? 'https://open.spotify.com/playlist/37i9dQZF1DX10zKzsJ2jva'
          : undefined,
        ...(listing
          ? { [listing.collection === 'artists' ? 'artist' : 'producer']: listing.id }
          : {}),
      },
      ...system,
    })
    posts.push(doc.id)
  }
  for (const [i, post] of posts.entries()) {
    for (const user of people.slice(0, 2 + (i % 4))) {
      await payload.create({ collection: 'post-likes', data: { user, post }, ...system })
    }
  }
  await payload.create({
    collection: 'post-comments',
    data: { post: posts[0]!, user: accounts.member, content: '¡Qué ganas de escucharlo! 🙌' },
    ...system,
  })
  await payload.create({
    collection: 'post-comments',
    data: { post: posts[0]!, user: accounts.members[0]!, content: 'Ahí estaremos el viernes.' },
    ...system,
  })
  await payload.create({
    collection: 'post-comments',
    data: {
      post: posts[1]!,
      user: accounts.founder,
      content: 'Habla con DJ Tormenta, está en el directorio.',
    },
    ...system,
  })
  // The demo member keeps two favourite artists.
  for (const listing of listings.filter((l) => l.collection === 'artists').slice(0, 2)) {
    await payload.create({
      collection: 'favorites',
      data: { user: accounts.member, artist: listing.id },
      ...system,
    })
  }
}

/** The blog's categories the demo articles use (collections/Categories.ts), by name. */
async function createCategories(payload: Payload): Promise<Map<string, number>> {
  const names = [...new Set([...DEMO_ARTICLES, NEWS_ARTICLE].map((article) => article.category))]
  const ids = new Map<string, number>()
  for (const name of names) {
    const doc = await payload.create({ collection: 'categories', data: { name }, ...system })
    ids.set(name, doc.id)
  }
  return ids
}

async function createArticles(payload: Payload, author: number) {
  const day = 24 * 60 * 60 * 1000
  const categories = await createCategories(payload)
  const ids = new Map<string, number>()
  await mapLimit(DEMO_ARTICLES, 1, async (article) => {
    const featuredImage = await uploadImage(payload, system.req, {
      buffer: await coverImage(article.title, article.category.toUpperCase()),
      alt: article.title,
      filename: `blog-${article.slug}`,
    })
    const doc = await payload.create({
      collection: 'blog-posts',
      data: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        category: categories.get(article.category),
        tags: article.tags,
        featuredImage,
        author,
        content: richText(...article.paragraphs.map(paragraph)) as never,
        publishedAt: new Date(Date.now() - article.daysAgo * day).toISOString(),
        _status: 'published',
      },
      ...system,
    })
    ids.set(article.slug, doc.id)
  })

  const news = NEWS_ARTICLE
  const cover = await uploadImage(payload, system.req, {
    buffer: await coverImage(news.title),
    alt: news.title,
    filename: `news-${news.slug}`,
  })
  // An image and an internal link inside the body, as editors add them.
  const stage = await uploadImage(payload, system.req, {
    buffer: await coverImage('En vivo desde Santiago', 'TARIMA NEWS+ · EN VIVO'),
    alt: 'La Reina del Dembow en el escenario de un colmado de Santiago',
    filename: `news-${news.slug}-escenario`,
  })
  const guide = ids.get('guia-registrar-canciones')
  await payload.create({
    collection: 'blog-posts',
    data: {
      title: news.title,
      slug: news.slug,
      excerpt: news.excerpt,
      category: categories.get(news.category),
      tags: news.tags,
      featuredImage: cover,
      author,
      exclusive: true,
      featured: true,
      videoUrl: news.videoUrl,
      content: richText(
        ...news.intro.map(paragraph),
        block('video', {
          url: news.videoUrl,
          caption: 'La Reina del Dembow en directo desde Santiago',
        }),
        heading('Del colmado al mundo'),
        upload(stage),
        ...news.body.map(paragraph),
        ...(guide
          ? [
              paragraphOf(
                text('¿Empiezas como ella? Lee también '),
                articleLink(guide, 'nuestra guía para registrar tus canciones'),
                text(' antes de publicar tu primer tema.'),
              ),
            ]
          : []),
        block('musicPlayer', { url: news.musicUrl, title: 'Lo mejor del dembow' }),
        block('callToAction', news.cta),
      ) as never,
      publishedAt: new Date(Date.now() - day).toISOString(),
      _status: 'published',
    },
    ...system,
  })
}
