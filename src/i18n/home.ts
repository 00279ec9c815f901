// The home page.
export const home = {
  eyebrow: 'Puerto Rico · Latinoamérica',
  description:
    'Descubre artistas, productores, DJs y profesionales de la música latina. Conecta con la industria, comparte tu música y encuentra tu próxima oportunidad.',
  exploreArtists: 'Explorar Artistas',
  join: (name: string) => `Únete a ${name}`,
  featured: {
    title: 'Artistas Destacados',
    description: 'Cada semana, talento de la comunidad que tienes que escuchar.',
    empty: 'No hay artistas disponibles',
    founderBadge: '⭐ FUNDADOR',
    featuredBadge: 'ARTISTA DESTACADO',
    /** The founder slide when the listing has no bio of its own. */
    founderFallback: (community: string) =>
      `Parte del equipo fundador de ${community}, la tarima del talento latino.`,
    viewProfile: 'Ver Perfil',
    previous: 'Artista anterior',
    next: 'Artista siguiente',
    slide: (index: number, total: number) => `${index} de ${total}`,
    carousel: 'Artistas destacados',
  },
} as const
