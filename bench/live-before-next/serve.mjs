// bench:live's variant of the production server (LIVE_BENCH_SERVER=bench/live-before-next/serve.mjs):
// scripts/serve.mjs as it is, with GET /api/live answered before everything else by
// live-route.ts, to measure what serving the streams before Next would change (README «En vivo a
// escala»). Not used by the site.
import http from 'node:http'
import { syncBuiltinESMExports } from 'node:module'
import process from 'node:process'

process.env.NODE_ENV = 'production'
const { tsImport } = await import('tsx/esm/api')
const { serveLiveBeforeNext } = await tsImport('./live-route.ts', import.meta.url)
// scripts/serve.mjs imports createServer by name: the builtin's export is replaced before it loads.
const createServer = http.createServer
http.createServer = (handler) =>
  createServer((req, res) => {
    if (serveLiveBeforeNext(req, res)) return
    handler(req, res)
  })
syncBuiltinESMExports()
await import('../../scripts/serve.mjs')
