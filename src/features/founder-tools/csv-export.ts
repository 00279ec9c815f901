import type { CollectionSlug, Endpoint, Field, PayloadRequest } from 'payload'

// Relative imports: collection configs load this file outside Next (Payload CLI, seed).
import { defineEndpoint } from '@/lib/endpoint'
import { t } from '../../i18n'
import { UTF8_BOM, csvCell, csvRow, type CsvValue } from './csv'
import { FOUNDERS_ONLY } from './endpoints'

const copy = t.founderTools
const BATCH = 500

type Labels = Record<string, string>

/**
 * GET /api/<collection>/export.csv: the whole collection as a CSV file, for founders only
 * (editors and members get 403). Rows are read in batches by id, newest first, and streamed, so
 * a long list never sits in memory; the reads go through the founder's own access.
 */
export function csvExportEndpoint(
  collection: CollectionSlug,
  labels: Labels,
  filename: string,
): Endpoint {
  return defineEndpoint({
    ...FOUNDERS_ONLY,
    path: '/export.csv',
    method: 'get',
    handler: async ({ req }) => {
      const date = new Date().toISOString().slice(0, 10)
      return new Response(csvStream(req, collection, labels), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}-${date}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  })
}

function csvStream(req: PayloadRequest, collection: CollectionSlug, labels: Labels) {
  const { payload, user } = req
  const fields = Object.keys(labels)
  const formatters = fields.map((name) =>
    formatterFor(payload.collections[collection].config.fields, name),
  )
  const select = Object.fromEntries(fields.map((name) => [name, true]))
  const encoder = new TextEncoder()
  let lastId: number | string | null = null
  let headerSent = false

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(fields.map((f) => csvCell(labels[f])))))
        return
      }
      try {
        const { docs } = await payload.find({
          collection,
          where: lastId === null ? undefined : { id: { less_than: lastId } },
          sort: '-id',
          limit: BATCH,
          pagination: false,
          depth: 0,
          select,
          overrideAccess: false,
          user,
        })
        const rows = docs as unknown as Record<string, unknown>[]
        if (rows.length > 0) {
          lastId = rows[rows.length - 1].id as number
          const text = rows
            .map((row) => csvRow(fields.map((name, i) => csvCell(formatters[i](row[name])))))
            .join('')
          controller.enqueue(encoder.encode(text))
        }
        if (rows.length < BATCH) controller.close()
      } catch (error) {
        payload.logger.error({ err: error, collection }, 'No se pudo exportar el CSV')
        controller.error(error)
      }
    },
  })
}

/** Select fields show their Spanish labels, checkboxes Sí/No, lists joined; the rest as stored. */
function formatterFor(fields: Field[], name: string): (value: unknown) => CsvValue {
  const field = fields.find((each) => 'name' in each && each.name === name)
  if (field?.type === 'checkbox') return (value) => (value ? copy.csv.yes : copy.csv.no)
  if (field?.type === 'select') {
    const labels = new Map(
      field.options.map((option) =>
        typeof option === 'string'
          ? [option, option]
          : [option.value, typeof option.label === 'string' ? option.label : option.value],
      ),
    )
    return (value) => {
      const values = Array.isArray(value) ? value : value == null ? [] : [value]
      return values.map((each) => labels.get(String(each)) ?? String(each))
    }
  }
  return (value) => {
    if (value === null || value === undefined) return ''
    if (typeof value === 'object') return JSON.stringify(value)
    return value as CsvValue
  }
}
