import { blogEngagement } from './blog-engagement'

// The blog (/blog, /blog/{slug}), News+ (/news/{slug}) and SEO texts.
export const blog = {
  landing: {
    title: 'News+',
    metaTitle: 'News+: noticias, entrevistas y guías',
    description:
      'Entrevistas exclusivas, noticias de la escena y guías prácticas para artistas y profesionales de la música latina.',
    intro:
      'Historias, entrevistas y guías para quienes hacen la música latina, desde Puerto Rico hasta el mundo.',
    featuredHeading: 'Exclusiva News+',
    featuredBadge: 'EXCLUSIVA',
    readExclusive: 'Leer la exclusiva',
    videoHeading: 'En video',
    videoTitle: 'Video destacado de News+',
    latestHeading: 'Últimos artículos',
    empty: 'Todavía no hay artículos publicados.',
    rssLabel: 'Suscribirse por RSS',
  },
  post: {
    backToBlog: 'Volver al blog',
    notFound: 'Post no encontrado',
    notFoundDescription: 'El artículo que buscas no existe o ya no está publicado.',
    byAuthor: (name: string) => `Por ${name}`,
    authorFallback: 'Equipo de Tarima',
    authorAvatarAlt: (name: string) => `Foto de ${name}`,
    category: 'Categoría',
    tags: 'Etiquetas',
    views: blogEngagement.views,
    dateFormat: "d 'de' MMMM 'de' yyyy",
  },
  like: blogEngagement.like,
  comments: blogEngagement.comments,
  news: {
    back: 'Volver a News+',
    exclusiveBadge: 'EXCLUSIVA NEWS+',
    popupTitle: '¡Bienvenida a News+!',
    popupText:
      'Recibe cada semana las exclusivas, entrevistas y oportunidades de la comunidad directamente en tu correo.',
    subscribe: 'Suscribirse al boletín',
    ctaUrlHttps: 'El enlace debe ser una dirección https:// válida.',
    later: 'Más Tarde',
  },
  blocks: {
    videoTitle: (caption: string | null | undefined) => caption || 'Video de YouTube',
    playerTitle: (title: string | null | undefined) => title || 'Reproductor de música',
    listen: 'Escuchar',
    invalidMedia: 'Este contenido multimedia no está disponible.',
  },
  preview: {
    banner: 'Vista previa',
    bannerText: 'Estás viendo el último borrador. Los visitantes no ven estos cambios.',
    exit: 'Salir de la vista previa',
    forbidden: 'Solo el equipo editorial puede ver borradores.',
    notFound: 'Ese artículo no existe.',
    breakpoints: { mobile: 'Celular', tablet: 'Tableta', desktop: 'Escritorio' },
  },
  seo: {
    publisher: 'Tarima',
    rssTitle: 'Tarima · News+',
    rssDescription: 'Los últimos artículos del blog de Tarima.',
  },
} as const
