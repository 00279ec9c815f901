import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import { directoryChoices } from './directory-choices'
import { DirectoryShell } from './directory-shell'
import type { DirectoryFilters } from './filters'
import { getDirectory, type DirectoryResult } from './get-directory'
import { ProfessionalCard } from './professional-card'

type Props = {
  filters: DirectoryFilters
  /** Set on the home page's preview: its controls lead to the directory page. */
  target?: string
}

/** The talent directory for these filters: controls, result line and cards (in the shell's list). */
export async function DirectoryResults({ filters, target }: Props) {
  const result = await loadDirectory(filters)
  const summary = result
    ? { shown: result.cards.length, matching: result.matching, total: result.total }
    : null
  const cards = result?.cards ?? []
  const keys = cards.map((card) => `${card.kind}-${card.id}`)
  return (
    <DirectoryShell
      filters={filters}
      summary={summary}
      choices={directoryChoices(filters.genre)}
      cardKeys={keys}
      target={target}
    >
      {cards.map((card, at) => (
        <li key={keys[at]}>
          <ProfessionalCard card={card} view={filters.view} />
        </li>
      ))}
    </DirectoryShell>
  )
}

/** The directory's rows, or null after logging when the query fails (its error text shows). */
async function loadDirectory(filters: DirectoryFilters): Promise<DirectoryResult | null> {
  try {
    return await getDirectory(filters)
  } catch (error) {
    const payload = await getPayloadClient()
    payload.logger.error({ err: error, filters }, 'No se pudo cargar el directorio')
    return null
  }
}
