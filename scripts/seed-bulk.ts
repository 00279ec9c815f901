// `npm run seed:bulk -- 100000`: adds N generated professionals (half artists, half producers) to
// the development database for benchmarks. One INSERT … SELECT per batch, run inside PostgreSQL,
// so 100,000 rows take seconds; the demo seed runs first if the database is new. The benchmark
// (bench/seed.ts) imports seedProfessionals for its own database.

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { startDevDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepare'
import { ALL_GENRES, ROLES, COUNTRIES, optionValue } from '../src/lib/options'

/** The bio of every generated professional, which also tells them apart from real ones. */
export const BULK_BIO = 'Profesional generado para pruebas de rendimiento.'

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

/**
 * Inserts `count` generated professionals (half artists, half producers, two genres each) in
 * batches of 5,000, each batch one INSERT … SELECT in its own transaction. Needs the demo media.
 */
export async function seedProfessionals(
  client: pg.ClientBase,
  count: number,
  onProgress: (inserted: number, total: number) => void = () => {},
): Promise<number> {
  const batch = 5_000
  let inserted = 0
  const { rows } = await client.query<{ id: number }>('SELECT id FROM media ORDER BY id LIMIT 20')
  const images = rows.map((r) => r.id)
  const genres = ALL_GENRES.map(optionValue)
  const roles = ROLES.map(optionValue)
  try {
    for (const table of ['artists', 'producers'] as const) {
      const total = table === 'artists' ? Math.ceil(count / 2) : Math.floor(count / 2)
      // Numbering goes on after the rows an earlier run added, so names stay unique.
      const { rows: seeded } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${table} WHERE bio = $1`,
        [BULK_BIO],
      )
      const first = Number(seeded[0]?.n ?? 0)
      for (let offset = first; offset < first + total; offset += batch) {
        const size = Math.min(batch, first + total - offset)
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
                  $8,
                  n % 5 = 0,
                  now() - (n || ' minutes')::interval,
                  now()
           FROM generate_series($6::int, $7::int) AS n
           RETURNING id`,
          [FIRST, LAST, roles, COUNTRIES, images, offset, offset + size - 1, BULK_BIO],
        )
        await client.query(
          `INSERT INTO ${table}_genres ("order", parent_id, value)
           SELECT g.ord, p.id, ($2::text[])[1 + ((p.id * 7 + g.ord * 13) % array_length($2::text[], 1))]::enum_${table}_genres
           FROM unnest($1::int[]) AS p(id), generate_series(1, 2) AS g(ord)`,
          [ids.map((r) => r.id), genres],
        )
        await client.query('COMMIT')
        inserted += size
        onProgress(inserted, count)
      }
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  return inserted
}

async function main() {
  const count = Number(process.argv[2] ?? 100_000)
  if (!Number.isInteger(count) || count <= 0) {
    console.error('Uso: npm run seed:bulk -- <número de profesionales>')
    process.exit(1)
  }

  const db = await startDevDatabase()
  process.env.DATABASE_URL = db.url
  await prepareDatabase({ seed: true, log: (line) => console.log(line) })

  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const started = Date.now()
  try {
    const inserted = await seedProfessionals(client, count, (done, total) => {
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(
        `\r${done}/${total} profesionales (${Math.round(done / seconds)} filas/s)`,
      )
    })
    console.log(
      `\nListo: ${inserted} profesionales en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
  } catch (error) {
    console.error('\nNo se pudieron crear los profesionales:', error)
    process.exitCode = 1
  } finally {
    await client.end()
    await db.stop()
  }
  // The Postgres adapter keeps the client it opens at connect() checked out, so Payload's pool can
  // stay open after prepareDatabase (with an external DATABASE_URL nothing else closes it). All
  // work is committed and the database is stopped: leave now instead of hanging.
  process.exit(process.exitCode ?? 0)
}

// Run as a command (`npm run seed:bulk`), not when imported.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
