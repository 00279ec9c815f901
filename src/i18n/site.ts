// The site itself: its name, tagline and description.
export const site = {
  name: 'Tarima',
  tagline: 'El hub de descubrimiento musical de Puerto Rico y Latinoamérica',
  description:
    'Tarima conecta artistas, productores, DJs, managers y A&Rs de Puerto Rico y Latinoamérica con nuevas oportunidades.',
  copyright: '© 2024',
  /** The logo as the home page's sharing image (og:image) and the organisation's logo. */
  logoAlt: 'Logotipo de Tarima',
} as const
