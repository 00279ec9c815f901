// The site shell: document metadata, skip link, top bar, mobile menu, footer, toasts and the
// not-found page (the site's name and its crash page are in site.ts).
export const meta = {
  defaultTitle: 'Tarima · El hub de descubrimiento musical de Puerto Rico y Latinoamérica',
  titleTemplate: '%s · Tarima',
} as const

export const a11y = {
  skipToContent: 'Saltar al contenido',
  newTab: '(se abre en una pestaña nueva)',
} as const

export const nav = {
  label: 'Principal',
  home: 'Inicio',
  feed: 'Feed',
  messages: 'Mensajes',
  directory: 'Directorio',
  opportunities: 'Oportunidades',
  blog: 'News+',
  search: 'Buscar artistas',
  logoLabel: (name: string) => `${name}, ir al inicio`,
} as const

export const account = {
  signIn: 'Acceder',
  profile: 'Mi Perfil',
  signOut: 'Salir',
  signingOut: 'Saliendo...',
  signOutErrorTitle: 'No se pudo cerrar la sesión',
  signOutErrorDescription: 'Inténtalo de nuevo en unos segundos.',
} as const

export const mobileMenu = {
  open: 'Abrir menú',
  close: 'Cerrar menú',
  title: 'Menú',
} as const

export const footer = {
  label: 'Pie de página',
  tagline: 'Conectamos el talento de la música latina con nuevas oportunidades.',
  directory: 'Directorio',
  privacy: 'Privacidad',
  terms: 'Términos',
  contact: 'Contacto',
  social: 'Redes sociales',
  instagram: (name: string) => `${name} en Instagram (se abre en una pestaña nueva)`,
  youtube: (name: string) => `${name} en YouTube (se abre en una pestaña nueva)`,
} as const

export const toaster = {
  label: 'Notificaciones (Alt+T)',
  close: 'Cerrar notificación',
} as const

export const notFound = {
  metaTitle: 'Página no encontrada',
  code: '404',
  title: '¡Ups! Página no encontrada',
  description: 'La página que buscas no existe o ha cambiado de dirección.',
  backHome: 'Volver al inicio',
} as const
