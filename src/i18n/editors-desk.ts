// The editors' desk in the admin: article fields and their messages.
export const editorsDesk = {
  slug: {
    label: 'Slug',
    description:
      'Parte de la URL: /blog/{slug} o /news/{slug}. Se crea del título si lo dejas vacío.',
    invalid: 'Usa solo minúsculas, números y guiones (por ejemplo: nuevo-single-de-luna).',
    taken: 'Ya hay un artículo con este slug: elige otro.',
  },
  featured: {
    label: 'Destacada en /blog',
    description:
      'La exclusiva News+ que encabeza /blog. Marcarla quita la marca de la que lo estaba.',
  },
  seo: {
    title: 'Título SEO',
    description: 'Descripción SEO',
    image: 'Imagen para redes',
  },
  callToAction: {
    url: 'Enlace del botón',
    urlHelp:
      'Una dirección http(s), mailto: o una ruta del sitio (/…). Vacío: el enlace de los ajustes del sitio.',
  },
  redirects: {
    singular: 'Redirección',
    plural: 'Redirecciones',
  },
  redirectUrlRequired: 'Escribe la dirección a la que lleva la redirección.',
  /** A link of a story or letter, or a redirect, that leads nowhere safe (src/lib/safe-href.ts). */
  unsafeLink: (url: string) =>
    `El enlace «${url.slice(0, 80)}» no es válido: usa una dirección http(s), mailto: o una ruta del sitio (/…).`,
} as const
