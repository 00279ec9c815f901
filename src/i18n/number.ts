/**
 * A whole number as Spanish writes it (`toLocaleString('es-ES')`): "1000", "10.000", "1.000.044",
 * with no separator below 10.000. Without Intl on purpose: each call with a locale makes an Intl
 * formatter, the first one also loading the locale's data; a profile of /artists with a 4x slower
 * CPU put the three numbers of "Mostrando 12 de …" at ~150 ms of its load.
 * tests/unit/number.test.ts holds it to Intl's answer.
 */
export function spanishNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('es-ES')
  const digits = String(Math.abs(value))
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.')
  return value < 0 ? `-${grouped}` : grouped
}
