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
    // zod comes through src/lib/zod.ts (zod/mini through zod-mini.ts, as a namespace so unused
    // parts are dropped), which set the browser's CSP-safe mode first.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/lib/zod-mini.ts'],
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
            {
              name: 'zod/mini',
              message: "Importa * as z desde '@/lib/zod-mini' (modo sin eval para la CSP).",
              allowTypeImports: true,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/zod-mini$/] ImportSpecifier[imported.name='z']",
          message: "Importa * as z desde '@/lib/zod-mini': su objeto z trae zod/mini entero.",
        },
      ],
    },
  },
]

export default config
