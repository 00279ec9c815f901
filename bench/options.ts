// Command-line options of `npm run bench`. Environment variables give the same settings, so a CI
// job can set them without a long command line.

/**
 * The data sets the benchmark can run on, each in its own database (bench/database.ts). 100k is
 * the everyday one; 1m is ten times larger everywhere (messages included), to see how each cost
 * grows. Notifications follow the members and the unread messages (bench/seed.ts).
 */
export const BENCH_SCALES = {
  '100k': {
    professionals: 100_000,
    members: 10_000,
    feedPosts: 100_000,
    messages: 1_000_000,
  },
  '1m': {
    professionals: 1_000_000,
    members: 100_000,
    feedPosts: 1_000_000,
    messages: 10_000_000,
  },
} as const

export type BenchScaleName = keyof typeof BENCH_SCALES
export type BenchScale = (typeof BENCH_SCALES)[BenchScaleName] & { name: BenchScaleName }

const SCALE_NAMES: Record<string, BenchScaleName> = {
  '100k': '100k',
  '100000': '100k',
  '1m': '1m',
  '1000k': '1m',
  '1000000': '1m',
}

/** `--scale` as typed: 100k / 100000 / 1m / 1M / 1000000; null when it names no scale. */
export function benchScale(raw: string | undefined): BenchScale | null {
  const name = SCALE_NAMES[(raw || '100k').trim().toLowerCase().replace(/[_.,]/g, '')]
  return name ? { ...BENCH_SCALES[name], name } : null
}

export type BenchOptions = {
  /** Which data set (and database) to run on. */
  scale: BenchScale
  /** Seconds of load per URL. */
  duration: number
  connections: number
  /** Seconds of light load per URL before measuring (the first requests fill caches). */
  warmup: number
  lighthouse: boolean
  /** Two result files to compare instead of running. */
  compare: [string, string] | null
  quick: boolean
  /** Use the existing .next-bench/ build even when a source is newer. */
  skipBuild: boolean
  /** Microseconds every WAL flush waits first (a slower disk; bench/database.ts); 0 for none. */
  walDelay: number
}

const HELP = `Uso: npm run bench [-- opciones]

  --quick               pasada corta (3 s por URL, sin Lighthouse)
  --duration=<s>        segundos de carga por URL (BENCH_DURATION, 10 por defecto)
  --connections=<n>     conexiones simultáneas (BENCH_CONNECTIONS, 50 por defecto)
  --warmup=<s>          segundos de calentamiento por URL (BENCH_WARMUP, 2 por defecto)
  --no-lighthouse       no ejecuta Lighthouse (BENCH_LIGHTHOUSE=false)
  --scale=<100k|1m>     datos de la pasada (BENCH_SCALE, 100k por defecto): 100k = 100.000 fichas,
                        10.000 miembros, 100.000 posts y 1.000.000 de mensajes; 1m = 1.000.000 de
                        fichas, 100.000 miembros, 1.000.000 de posts y 10.000.000 de mensajes. Cada
                        escala tiene su base de datos (tarima_bench, tarima_bench_1m)
  --skip-build          usa la compilación de .next-bench/ aunque haya fuentes más nuevas
  --wal-delay=<µs>      simula un disco lento: cada vaciado del WAL espera antes esos µs
                        (commit_delay de PostgreSQL, 1–100000; solo con el PostgreSQL embebido)
  --compare a.json b.json   compara dos resultados guardados en bench/results/

Variables: DATABASE_URL (usa la base de datos tarima_bench o tarima_bench_1m en ese servidor;
sin ella, PostgreSQL embebido en .bench-data/postgres o .bench-data/postgres-1m), BENCH_PG_PORT
(PostgreSQL embebido, 5490), BENCH_PORT (servidor, 3990 por defecto).`

export function parseOptions(argv: string[]): BenchOptions {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP)
    process.exit(0)
  }
  const value = (name: string) => {
    const prefix = `--${name}=`
    const inline = argv.find((arg) => arg.startsWith(prefix))
    if (inline) return inline.slice(prefix.length)
    const index = argv.indexOf(`--${name}`)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const number = (flag: string, env: string, fallback: number) => {
    const raw = value(flag) ?? process.env[env]
    if (raw === undefined || raw === '') return fallback
    const parsed = Number(raw)
    if (!Number.isFinite(parsed) || parsed <= 0) {
      console.error(`Valor no válido para --${flag}: ${raw}\n\n${HELP}`)
      process.exit(1)
    }
    return parsed
  }
  const quick = argv.includes('--quick')
  const compareAt = argv.indexOf('--compare')
  let compare: [string, string] | null = null
  if (compareAt >= 0) {
    const [a, b] = argv.slice(compareAt + 1, compareAt + 3)
    if (!a || !b || a.startsWith('--') || b.startsWith('--')) {
      console.error(`--compare necesita dos archivos.\n\n${HELP}`)
      process.exit(1)
    }
    compare = [a, b]
  }
  const scaleText = value('scale') ?? process.env.BENCH_SCALE
  const scale = benchScale(scaleText || undefined)
  if (!scale) {
    console.error(`Valor no válido para --scale: ${scaleText}\n\n${HELP}`)
    process.exit(1)
  }
  const walDelayText = value('wal-delay') ?? process.env.BENCH_WAL_DELAY ?? '0'
  const walDelay = Number(walDelayText)
  if (!Number.isInteger(walDelay) || walDelay < 0 || walDelay > 100_000) {
    console.error(`Valor no válido para --wal-delay: ${walDelayText}\n\n${HELP}`)
    process.exit(1)
  }
  if (walDelay && process.env.DATABASE_URL) {
    console.error(
      '--wal-delay cambia la configuración del servidor: solo con el PostgreSQL embebido.',
    )
    process.exit(1)
  }
  return {
    scale,
    duration: number('duration', 'BENCH_DURATION', quick ? 3 : 10),
    connections: Math.round(number('connections', 'BENCH_CONNECTIONS', 50)),
    warmup: number('warmup', 'BENCH_WARMUP', quick ? 1 : 2),
    lighthouse:
      !quick && !argv.includes('--no-lighthouse') && process.env.BENCH_LIGHTHOUSE !== 'false',
    compare,
    quick,
    skipBuild: argv.includes('--skip-build') || process.env.BENCH_SKIP_BUILD === '1',
    walDelay,
  }
}
