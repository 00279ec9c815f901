// `npm run seed:bulk -- 100000`: adds N generated professionals (half artists, half producers) to
// the development database for benchmarks. One INSERT … SELECT per batch, run inside PostgreSQL,
// so 100,000 rows take seconds; the demo seed runs first if the database is new.

import pg from 'pg'

import { startDevDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepare'
import { ALL_GENRES, ALL_ROLES, COUNTRIES, optionValue } from '../src/lib/options'

const count = Number(process.argv[2] ?? 100_000)
if (!Number.isInteger(count) || count <= 0) {
  console.error('Uso: npm run seed:bulk -- <número de profesionales>')
  process.exit(1)
}

const db = await startDevDatabase()
process.env.DATABASE_URL = db.url
await prepareDatabase({ seed: true, log: (line) => console.log(line) })

const FIRST = [
  'Luna',
  'Mateo',
  'Sofía',
  'Diego',
  'Valentina',
  'Joel',
  'Camila',
  'Andrés',
  'Isabela',
  'Nico',
  'Ximena',
  'Rafa',
  'Yadira',
  'Tomás',
  'Marisol',
  'Kevin',
  'Daniela',
  'Bruno',
  'Paola',
  'Héctor',
]
const LAST = [
  'Rivera',
  'Vega',
  'Arango',
  'Quispe',
  'Salinas',
  'Ferreyra',
  'Saavedra',
  'Montes',
  'Peña',
  'Torres',
  'Lozano',
  'Cruz',
  'Núñez',
  'Ortega',
  'Medina',
  'Castro',
  'Ríos',
  'Paredes',
  'Gómez',
  'Acosta',
]

const client = new pg.Client({ connectionString: db.url })
await client.connect()
const batch = 5_000
const started = Date.now()
let inserted = 0
try {
  const { rows } = await client.query<{ id: number }>('SELECT id FROM media ORDER BY id LIMIT 20')
  const images = rows.map((r) => r.id)
  const genres = ALL_GENRES.map(optionValue)
  const roles = ALL_ROLES.map(optionValue)
  for (const table of ['artists', 'producers'] as const) {
    const total = table === 'artists' ? Math.ceil(count / 2) : Math.floor(count / 2)
    for (let offset = 0; offset < total; offset += batch) {
      const size = Math.min(batch, total - offset)
      await client.query('BEGIN')
      // Names, roles, countries and genres are picked from the arrays by the row number, so the
      // data spreads evenly and the same N always gives the same rows.
      const { rows: ids } = await client.query<{ id: number }>(
        `INSERT INTO ${table} (name, display_name, role, country, image_id, bio, verified, created_at, updated_at)
         SELECT ($1::text[])[1 + (n % 20)] || ' ' || ($2::text[])[1 + ((n / 20) % 20)] || ' ' || n,
                NULL,
                ($3::text[])[1 + (n % array_length($3::text[], 1))]::enum_${table}_role,
                ($4::text[])[1 + ((n / 7) % array_length($4::text[], 1))]::enum_${table}_country,
                ($5::int[])[1 + (n % greatest(array_length($5::int[], 1), 1))],
                'Profesional generado para pruebas de rendimiento.',
                n % 5 = 0,
                now() - (n || ' minutes')::interval,
                now()
         FROM generate_series($6::int, $7::int) AS n
         RETURNING id`,
        [FIRST, LAST, roles, COUNTRIES, images, offset, offset + size - 1],
      )
      const first = ids.map((r) => r.id)
      await client.query(
        `INSERT INTO ${table}_genres ("order", parent_id, value)
         SELECT g.ord, p.id, ($2::text[])[1 + ((p.id * 7 + g.ord * 13) % array_length($2::text[], 1))]::enum_${table}_genres
         FROM unnest($1::int[]) AS p(id), generate_series(1, 2) AS g(ord)`,
        [first, genres],
      )
      await client.query('COMMIT')
      inserted += size
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(
        `\r${inserted}/${count} profesionales (${Math.round(inserted / seconds)} filas/s)`,
      )
    }
  }
  console.log(
    `\nListo: ${inserted} profesionales en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
} catch (error) {
  await client.query('ROLLBACK').catch(() => undefined)
  console.error('\nNo se pudieron crear los profesionales:', error)
  process.exitCode = 1
} finally {
  await client.end()
  await db.stop()
}
// The Postgres adapter keeps the client it opens at connect() checked out, so Payload's pool can
// stay open after prepareDatabase (with an external DATABASE_URL nothing else closes it). All work
// is committed and the database is stopped: leave now instead of hanging.
process.exit(process.exitCode ?? 0)
