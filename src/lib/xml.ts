/** Text made safe inside an XML element or attribute (RSS, sitemaps). */
export const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 forbids even when escaped.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
