import next from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next*/**',
      '.data/**',
      'node_modules/**',
      'payload-types.ts',
      'src/app/(payload)/**',
      'migrations/*.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // zod comes through src/lib/zod.ts, which sets the browser's CSP-safe mode first.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Importa z desde '@/lib/zod' (modo sin eval para la CSP).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]

export default config
