// The site itself: its name, tagline and description.
export const site = {
  name: 'Tarima',
  tagline: 'El hub de descubrimiento musical de Puerto Rico y Latinoamérica',
  description:
    'Tarima conecta artistas, productores, DJs, managers y A&Rs de Puerto Rico y Latinoamérica con nuevas oportunidades.',
  copyright: '© 2024',
  /** The sharing image of every page without its own (public/og-image.png): logo and tagline. */
  sharingImageAlt: 'Tarima: el hub de descubrimiento musical de Puerto Rico y Latinoamérica',
} as const
