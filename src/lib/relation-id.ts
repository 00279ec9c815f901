/**
 * The id of a relationship value, whatever the depth it was read or sent at (an id, or the
 * populated document); null when empty.
 */
export const relationId = (value: unknown): number | null => {
  const id =
    value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return id == null || id === '' ? null : Number(id)
}
