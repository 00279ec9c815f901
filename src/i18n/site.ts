// The site itself and its crash page, which must load even when the rest fails (its own
// small file: the crash page's code carries it apart from the shell's).
export const site = {
  name: 'Tarima',
  tagline: 'El hub de descubrimiento musical de Puerto Rico y Latinoamérica',
  description:
    'Tarima conecta artistas, productores, DJs, managers y A&Rs de Puerto Rico y Latinoamérica con nuevas oportunidades.',
  copyright: '© 2024',
} as const

export const errorPage = {
  title: 'Algo salió mal',
  description: 'Ha ocurrido un error inesperado. Recarga la página o vuelve a intentarlo.',
  reload: 'Recargar página',
  retry: 'Reintentar',
  reference: (digest: string) => `Código de referencia: ${digest}`,
} as const
