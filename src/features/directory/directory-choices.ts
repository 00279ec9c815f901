import {
  COUNTRIES,
  DIRECTORY_GENRES,
  QUICK_GENRE_CHIPS,
  ROLES,
  asOptions,
  optionLabel,
} from '@/lib/options'

type Choice = { label: string; value: string }

/** The options of the directory's chips and dropdowns. */
export type DirectoryChoices = {
  chips: Choice[]
  genres: Choice[]
  countries: Choice[]
  roles: Choice[]
}

const GENRES = asOptions(DIRECTORY_GENRES)
const CHOICES: DirectoryChoices = {
  chips: asOptions(QUICK_GENRE_CHIPS),
  genres: GENRES,
  countries: asOptions(COUNTRIES),
  roles: asOptions(ROLES),
}

/**
 * What the directory's controls offer, worked out on the server so the option lists travel with
 * the page instead of its JavaScript. A genre from the URL that the dropdown does not list (any
 * stored genre is a valid filter) is added on top, so the dropdown can show it.
 */
export function directoryChoices(genre: string | null): DirectoryChoices {
  if (!genre || GENRES.some((option) => option.value === genre)) return CHOICES
  return { ...CHOICES, genres: [{ label: optionLabel(genre), value: genre }, ...GENRES] }
}
