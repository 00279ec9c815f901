import 'server-only'

import { cn } from '@/components/ui/cn'
import { t } from '@/i18n'
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

/** The talent directory for these filters: controls, result line and cards. */
export async function DirectoryResults({ filters, target }: Props) {
  const result = await loadDirectory(filters)
  const summary = result
    ? { shown: result.cards.length, matching: result.matching, total: result.total }
    : null
  return (
    <DirectoryShell
      filters={filters}
      summary={summary}
      choices={directoryChoices(filters.genre)}
      target={target}
    >
      <ul
        aria-label={t.directory.resultsLabel}
        className={cn(
          'grid grid-cols-1 gap-4',
          filters.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid-cols-1',
        )}
      >
        {result?.cards.map((card) => (
          <li key={`${card.kind}-${card.id}`}>
            <ProfessionalCard card={card} view={filters.view} />
          </li>
        ))}
      </ul>
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
