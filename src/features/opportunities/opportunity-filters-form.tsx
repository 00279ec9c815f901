import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/ui/search-field'
import { SelectOptions } from '@/components/ui/select-field'
import * as t from '@/i18n/es'
import { ALL_GENRES, COUNTRIES, ROLES, optionValue } from '@/lib/options'
import {
  DEFAULT_OPPORTUNITY_FILTERS,
  PARAM,
  isFiltered,
  opportunityQuery,
} from './opportunity-filters'
import type { OpportunityFilters } from './opportunity-filters'
import { OPPORTUNITY_KINDS } from './opportunity-rules'

const copy = t.opportunities.list
const LIST_PATH = '/oportunidades'

const selectClass =
  'block h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm hover:border-stone-400'

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string | null
  options: { value: string; label: string }[]
}) {
  const id = `filtro-${name}`
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-semibold text-stone-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={selectClass}>
        <SelectOptions placeholder={copy.any} options={options} />
      </select>
    </div>
  )
}

/** A yes-or-no filter: sent as `name=1` when ticked, left out of the address when not. */
function FilterCheck({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="size-4 accent-fuchsia-700"
      />
      {label}
    </label>
  )
}

const labelled = (labels: readonly string[]) =>
  labels.map((label) => ({ value: optionValue(label), label }))

/**
 * The search and filters of /oportunidades: a plain GET form, so it works without JavaScript and
 * its address is the shareable one. The sort is two links that keep the filters.
 */
export function OpportunityFiltersForm({ filters }: { filters: OpportunityFilters }) {
  const base = { ...filters, pages: 1 }
  return (
    <div className="space-y-4">
      <form action={LIST_PATH} method="get" role="search" aria-label={copy.searchLabel}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <SearchField
              id="filtro-q"
              label={copy.searchLabel}
              name={PARAM.q}
              defaultValue={filters.q}
              placeholder={copy.searchPlaceholder}
              maxLength={100}
              className="block h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-12 text-base text-stone-900 shadow-sm placeholder:text-stone-500 hover:border-stone-400"
            />
          </div>
          <Button type="submit" size="lg">
            {copy.search}
          </Button>
        </div>
        <details className="mt-3 card p-4" open={isFiltered({ ...filters, q: '' })}>
          <summary className="cursor-pointer text-sm font-semibold text-stone-900">
            {copy.filters}
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Select
              name={PARAM.kind}
              label={copy.kind}
              value={filters.kind}
              options={OPPORTUNITY_KINDS.map((value) => ({
                value,
                label: t.opportunities.kinds[value],
              }))}
            />
            <Select
              name={PARAM.role}
              label={copy.role}
              value={filters.role}
              options={labelled(ROLES)}
            />
            <Select
              name={PARAM.genre}
              label={copy.genre}
              value={filters.genre}
              options={labelled(ALL_GENRES)}
            />
            <Select
              name={PARAM.country}
              label={copy.country}
              value={filters.country}
              options={labelled(COUNTRIES)}
            />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
            <FilterCheck name={PARAM.remote} label={copy.remoteOnly} checked={filters.remote} />
            <FilterCheck name={PARAM.paid} label={copy.paidOnly} checked={filters.paid} />
            {filters.sort === 'forYou' ? (
              <input type="hidden" name={PARAM.sort} value="para-ti" />
            ) : null}
            <Button type="submit" variant="secondary" size="sm">
              {copy.apply}
            </Button>
            {isFiltered(filters) ? (
              <Link
                href={`${LIST_PATH}${opportunityQuery({ ...DEFAULT_OPPORTUNITY_FILTERS, sort: filters.sort })}`}
                className="text-sm font-semibold text-fuchsia-800 underline underline-offset-2"
              >
                {copy.clear}
              </Link>
            ) : null}
          </div>
        </details>
      </form>
      <nav aria-label={copy.sort} className="flex gap-2">
        {(['newest', 'forYou'] as const).map((sort) => (
          <Link
            key={sort}
            href={`${LIST_PATH}${opportunityQuery({ ...base, sort })}`}
            aria-current={filters.sort === sort ? 'page' : undefined}
            className={
              filters.sort === sort
                ? 'rounded-full bg-night px-4 py-2 text-sm font-semibold text-white'
                : 'rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-400'
            }
          >
            {sort === 'newest' ? copy.newest : copy.forYou}
          </Link>
        ))}
      </nav>
    </div>
  )
}
