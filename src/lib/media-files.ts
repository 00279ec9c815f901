import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  headersWithCors,
  type CollectionConfig,
  type CollectionSlug,
  type GenerateImageName,
  type PayloadRequest,
} from 'payload'
import { getRangeRequestInfo } from 'payload/internal'

import { t } from '../i18n'
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from './image-signature'

/**
 * The files of uploads at /api/media/file/<name>: how they are named and how browsers and CDNs may
 * cache them.
 *
 * Payload names a size `<original>-<w>x<h>.<ext>` and reuses that name when the picture changes: a
 * new focal point or crop rewrites the size in place, and a deleted upload's names are free for
 * the next file with the same name. So each size gets a random suffix every time it is made
 * (`sizeFileName`): a size's name then never shows other bytes, and it is cached for a year,
 * immutable. Originals keep their name through those changes: they are revalidated (ETag,
 * Last-Modified) on every use, a 304 when unchanged.
 */

/** `-<w>x<h>-<10 hex>` before the extension: the names `sizeFileName` gives. */
const SIZE_SUFFIX = /-\d+x\d+-[0-9a-f]{10}$/

/** Payload's `generateImageName` for every size (collections/Media.ts). */
export const sizeFileName: GenerateImageName = ({ originalName, width, height, extension }) =>
  `${originalName}-${width}x${height}-${randomBytes(5).toString('hex')}.${extension}`

const stemOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(0, dot) : name
}

/** True for a size's file name (made by `sizeFileName`), false for an original's. */
export const isSizeFile = (name: string) => SIZE_SUFFIX.test(stemOf(name))

export const SIZE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const ORIGINAL_CACHE_CONTROL = 'public, no-cache'

export const cacheControlFor = (name: string) =>
  isSizeFile(name) ? SIZE_CACHE_CONTROL : ORIGINAL_CACHE_CONTROL

/**
 * Control characters (NUL included, C1 too) and the bidi controls that make `gpj.exe` read as
 * `exe.jpg` (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C).
 */
const UNSAFE_IN_NAME = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/**
 * An upload's file name without control or bidi characters, never empty, and never shaped like a
 * size's name (which would be cached as immutable although an original's name can come back).
 */
export function cleanFileName(name: string): string {
  const cleaned = name.replace(UNSAFE_IN_NAME, '').trim()
  const dot = cleaned.lastIndexOf('.')
  const stem = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).trim() || 'imagen'
  const extension = dot >= 0 ? cleaned.slice(dot) : ''
  return `${SIZE_SUFFIX.test(stem) ? `${stem}-0` : stem}${extension}`
}

type UploadHandler = NonNullable<NonNullable<CollectionConfig['upload']> & object>['handlers']

/** The validator of a file on disk, as static file servers make it: size and modification time. */
const etagOf = (size: number, mtimeMs: number) =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

async function contentTypeOf(filePath: string): Promise<string> {
  const handle = await open(filePath, 'r')
  try {
    const head = Buffer.alloc(IMAGE_SIGNATURE_BYTES)
    await handle.read(head, 0, head.length, 0)
    const kind = imageKindOf(head)
    return kind ? `image/${kind}` : 'application/octet-stream'
  } finally {
    await handle.close()
  }
}

/**
 * The first of the collection's `upload.handlers`, before Payload's own: serves a file from local
 * disk with its cache headers, ETag and Last-Modified, and a 304 when the browser's copy is
 * current. With S3 the storage adapter's handler serves it (ETag and 304 included) with the
 * Cache-Control set here.
 */
export const serveMediaFile: NonNullable<UploadHandler>[number] = (req, { headers, params }) => {
  const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
  if (upload && !upload.disableLocalStorage) {
    return serveFromDisk(req, path.resolve(upload.staticDir || params.collection), params.filename)
  }
  headers?.set('Cache-Control', cacheControlFor(params.filename))
}

async function serveFromDisk(req: PayloadRequest, dir: string, filename: string) {
  const found = await diskFileAnswer(dir, filename, req.headers)
  if (!found) {
    return Response.json({ errors: [{ message: t.upload.fileNotFound }] }, { status: 404 })
  }
  const body = found.bytes ? (Readable.toWeb(fileStream(found.bytes)) as ReadableStream) : null
  return new Response(body, {
    status: found.status,
    headers: headersWithCors({ headers: new Headers(found.headers), req }),
  })
}

type FileBytes = { path: string; start?: number; end?: number }

/** The bytes `diskFileAnswer` says to send. */
export const fileStream = ({ path: file, start, end }: FileBytes) =>
  createReadStream(file, { start, end })

/**
 * What a GET of an upload's file in `dir` answers: its status, its headers (cache, validators,
 * range, type) and the bytes to send, if any; null when there is no such file. Shared by Payload's
 * handler above and the production server's fast route (src/server/fast-routes.ts).
 */
export async function diskFileAnswer(
  dir: string,
  filename: string,
  request: Headers,
): Promise<{
  status: number
  headers: Record<string, string>
  bytes: FileBytes | null
} | null> {
  const filePath = path.resolve(dir, filename)
  const stats = filePath.startsWith(dir + path.sep) ? await stat(filePath).catch(() => null) : null
  if (!stats?.isFile()) return null

  const etag = etagOf(stats.size, stats.mtimeMs)
  const headers: Record<string, string> = {
    'Cache-Control': cacheControlFor(filename),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
  }
  const ifNoneMatch = request.get('if-none-match')
  const ifModifiedSince = Date.parse(request.get('if-modified-since') ?? '')
  const fresh = ifNoneMatch
    ? matchesEtag(ifNoneMatch, etag)
    : Math.floor(stats.mtimeMs / 1000) * 1000 <= ifModifiedSince
  if (fresh) return { status: 304, headers, bytes: null }

  const range = getRangeRequestInfo({ fileSize: stats.size, rangeHeader: request.get('range') })
  Object.assign(headers, range.headers)
  if (range.type === 'invalid') return { status: range.status, headers, bytes: null }
  headers['Content-Type'] = await contentTypeOf(filePath)
  const bytes =
    range.type === 'partial'
      ? { path: filePath, start: range.rangeStart, end: range.rangeEnd }
      : { path: filePath }
  return { status: range.status, headers, bytes }
}
