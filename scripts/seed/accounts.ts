// Demo accounts of the seed. Their passwords are public on purpose (README, login hints):
// they exist only in the demo content a fresh install starts with.

export type DemoAccount = {
  email: string
  password: string
  firstName: string
  lastName: string
  role: 'member' | 'editor' | 'founder'
}

export const DEMO_PASSWORD = 'tarima-demo'

export const DEMO_ACCOUNTS = {
  founder: {
    email: 'fundadora@tarima.app',
    password: DEMO_PASSWORD,
    firstName: 'Valeria',
    lastName: 'Rivera Colón',
    role: 'founder',
  },
  editor: {
    email: 'editor@tarima.app',
    password: DEMO_PASSWORD,
    firstName: 'Gabriel',
    lastName: 'Ortiz Santiago',
    role: 'editor',
  },
  member: {
    email: 'miembro@tarima.app',
    password: DEMO_PASSWORD,
    firstName: 'Camila',
    lastName: 'Méndez Torres',
    role: 'member',
  },
} as const satisfies Record<'founder' | 'editor' | 'member', DemoAccount>
