import type { LinkActionCopy } from './link-action-button'
import { LinkActionPage, linkActionMetadata, queryValue } from './link-action-page'

type Query = Record<string, string | string[] | undefined>

/**
 * The page of an e-mailed link whose button posts the link's query parameters to `endpoint`:
 * its metadata and its component.
 */
export function linkQueryPage({
  copy,
  endpoint,
  required,
  optional = [],
}: {
  copy: LinkActionCopy
  endpoint: string
  /** The query parameters the endpoint needs: without any of them the link is incomplete. */
  required: string[]
  /** Those it takes when the link carries them. */
  optional?: string[]
}) {
  async function LinkQueryPage({ searchParams }: { searchParams: Promise<Query> }) {
    const params = await searchParams
    const body: Record<string, string> = {}
    for (const name of required) body[name] = queryValue(params[name])
    for (const name of optional) {
      const value = queryValue(params[name])
      if (value) body[name] = value
    }
    const complete = required.every((name) => body[name])
    return <LinkActionPage copy={copy} endpoint={endpoint} body={complete ? body : null} />
  }
  return { metadata: linkActionMetadata(copy), Page: LinkQueryPage }
}
