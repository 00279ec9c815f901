import * as t from '@/i18n/es'

/** A follower count: thousands with a K ("1.2K"), smaller numbers as they are, else "N/A". */
export function formatFollowers(count: number | null | undefined): string {
  if (count == null || !Number.isFinite(count)) return t.artist.followers.unknown
  if (Math.abs(count) < 1000) return String(count)
  return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}K`
}
