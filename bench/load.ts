// Load of one URL with autocannon: N connections for a few seconds, every response time kept so
// p50 / p95 / p99 are exact (autocannon's own summary has p97.5 but no p95).
import autocannon from 'autocannon'

export type Target = {
  key: string
  label: string
  path: string
  headers?: Record<string, string>
  /** Whether the p95 budget of cached public pages applies. */
  publicPage?: boolean
}

export type LoadResult = {
  key: string
  label: string
  path: string
  requests: number
  /** Requests per second over the run. */
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  timeouts: number
  non2xx: number
  /** A public page: requests per second of a bare server sending its bytes (bench/same-bytes.ts). */
  sameBytesRps?: number
  /** This URL's requests per second divided by sameBytesRps. */
  ratio?: number
  publicPage?: boolean
}

/** The p-th percentile of sorted response times (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0

function cannon(url: string, connections: number, seconds: number, headers = {}) {
  const times: number[] = []
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  return { times, done }
}

/** A first request must succeed (a broken URL should not be measured as a fast error page). */
export async function checkTarget(base: string, target: Target) {
  const response = await fetch(base + target.path, { headers: target.headers, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) {
    throw new Error(`${target.path} respondió ${response.status} en lugar de 200`)
  }
}

export async function measure(
  base: string,
  target: Target,
  { connections, duration, warmup }: { connections: number; duration: number; warmup: number },
): Promise<LoadResult> {
  await checkTarget(base, target)
  // Warm-up with fewer connections: caches fill and the JIT settles before measuring.
  await cannon(base + target.path, Math.min(10, connections), warmup, target.headers).done
  const { times, done } = cannon(base + target.path, connections, duration, target.headers)
  const result = await done
  const sorted = times.sort((a, b) => a - b)
  return {
    key: target.key,
    label: target.label,
    path: target.path,
    requests: times.length,
    rps: Math.round((times.length / (result.duration || duration)) * 10) / 10,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    publicPage: target.publicPage,
  }
}

/** Milliseconds to one decimal, as the tables print them. */
export const round = (ms: number) => Math.round(ms * 10) / 10
