/**
 * JSON for a `<script type="application/ld+json">` element. The HTML parser ends the element at
 * the first "</script" whatever JSON thinks, so "<", ">" and "&" become \u escapes (still the same
 * JSON value), and U+2028/U+2029 too, which older JavaScript parsers treat as line ends.
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
