/** A name as the directory sorts and searches it (name_key in SQL): no case, accents or signs. */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
