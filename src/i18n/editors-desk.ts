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
  /** The article's own scheduling (src/features/blog/admin/schedule-control.tsx). */
  schedule: {
    title: 'Programar',
    saveFirst: 'Guarda el artículo para poder programarlo.',
    loading: 'Cargando lo programado…',
    action: 'Acción',
    types: { publish: 'Publicar', unpublish: 'Despublicar' },
    date: 'Fecha (día/mes/año)',
    datePlaceholder: 'dd/mm/aaaa',
    time: 'Hora (24 h)',
    timePlaceholder: 'hh:mm',
    /** "Publicar el 5 dic 2026, 23:49 (hora de Puerto Rico, GMT-4)". */
    summary: (type: string, when: string, zone: string) => `${type} el ${when} (${zone})`,
    zone: (city: string, offset: string) => `hora de ${city}, ${offset}`,
    submit: 'Programar',
    submitting: 'Programando…',
    pending: 'Programado',
    none: 'Nada programado.',
    cancel: 'Cancelar',
    cancelOne: (type: string, when: string) => `Cancelar: ${type} el ${when}`,
    scheduled: (type: string, when: string) => `Programado: ${type} el ${when}.`,
    cancelled: 'Programación cancelada.',
    error: 'No se pudo completar. Inténtalo de nuevo.',
    /** Abbreviated months, as in "5 dic 2026". */
    months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    invalidType: 'Elige «Publicar» o «Despublicar».',
    invalidDate: 'Escribe una fecha que exista, como día/mes/año: 5/12/2026.',
    invalidTime: 'Escribe la hora en formato de 24 horas, como 23:49.',
    past: 'Esa hora ya pasó: elige una fecha y hora futuras.',
    tooFar: 'Se puede programar hasta un año por delante.',
    notFound: 'No existe ese artículo.',
    jobNotFound: 'Esa programación ya no está pendiente.',
  },
  redirectUrlRequired: 'Escribe la dirección a la que lleva la redirección.',
  /** A link of a story or letter, or a redirect, that leads nowhere safe (src/lib/safe-href.ts). */
  unsafeLink: (url: string) =>
    `El enlace «${url.slice(0, 80)}» no es válido: usa una dirección http(s), mailto: o una ruta del sitio (/…).`,
} as const
