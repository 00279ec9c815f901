// Command-line options of `npm run bench`. Environment variables give the same settings, so a CI
// job can set them without a long command line.

export type BenchOptions = {
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
}

const HELP = `Uso: npm run bench [-- opciones]

  --quick               pasada corta (3 s por URL, sin Lighthouse)
  --duration=<s>        segundos de carga por URL (BENCH_DURATION, 10 por defecto)
  --connections=<n>     conexiones simultáneas (BENCH_CONNECTIONS, 50 por defecto)
  --warmup=<s>          segundos de calentamiento por URL (BENCH_WARMUP, 2 por defecto)
  --no-lighthouse       no ejecuta Lighthouse (BENCH_LIGHTHOUSE=false)
  --skip-build          usa la compilación de .next-bench/ aunque haya fuentes más nuevas
  --compare a.json b.json   compara dos resultados guardados en bench/results/

Variables: DATABASE_URL (usa la base de datos tarima_bench en ese servidor), BENCH_PG_PORT
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
  return {
    duration: number('duration', 'BENCH_DURATION', quick ? 3 : 10),
    connections: Math.round(number('connections', 'BENCH_CONNECTIONS', 50)),
    warmup: number('warmup', 'BENCH_WARMUP', quick ? 1 : 2),
    lighthouse:
      !quick && !argv.includes('--no-lighthouse') && process.env.BENCH_LIGHTHOUSE !== 'false',
    compare,
    quick,
    skipBuild: argv.includes('--skip-build') || process.env.BENCH_SKIP_BUILD === '1',
  }
}
