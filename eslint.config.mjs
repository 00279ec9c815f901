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
  {
    // collections/ declares the schema; behaviour lives in the concepts (docs/ARCHITECTURE.md):
    // no SQL and no endpoint handler written here, only named and imported.
    files: ['collections/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'El SQL vive en el sql.ts del concepto (src/features/).' },
            {
              name: '@payloadcms/db-postgres',
              message: 'El SQL vive en el sql.ts del concepto (src/features/).',
            },
          ],
          patterns: [
            {
              group: ['**/src/lib/db', '@/lib/db'],
              message: 'El SQL vive en el sql.ts del concepto (src/features/).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression',
          message: 'El SQL vive en el sql.ts del concepto (src/features/).',
        },
        {
          selector:
            'Property[key.name=/^handlers?$/] > :matches(ArrowFunctionExpression, FunctionExpression), Property[key.name=/^handlers?$/] > ArrayExpression > :matches(ArrowFunctionExpression, FunctionExpression)',
          message:
            'El endpoint vive en su concepto (src/features/<concepto>/); la colección solo lo nombra.',
        },
        {
          selector: "CallExpression[callee.name='defineEndpoint']",
          message:
            'El endpoint vive en su concepto (src/features/<concepto>/); la colección solo lo nombra.',
        },
      ],
    },
  },
  {
    // Specs take test from tests/e2e/fixtures.ts, which waits for hydration after navigating.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Importa desde './fixtures': espera a la hidratación tras navegar.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
]

export default config
