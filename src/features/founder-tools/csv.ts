/** One cell's value before it is written: dates as ISO text, lists joined, empty as ''. */
export type CsvValue = string | number | boolean | null | undefined | readonly string[]

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection); tab and
// carriage return count too, since some programs strip them before looking.
const FORMULA_START = /^[=+\-@\t\r]/

// A phone number ("+1 787 555-0100", "+34 (91) 123 45 67") is data, not a formula: a sign, a digit,
// then only digits, spaces, dashes and parentheses. Nothing in it can call a function or a link.
const PHONE = /^\+\d[\d ()-]*$/

/**
 * A cell as RFC 4180 wants it, safe to open in Excel or Sheets: a formula-looking value gets a
 * leading apostrophe (shown as text, never run), phone numbers excepted; a value with a comma,
 * quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: CsvValue, booleans = { yes: 'true', no: 'false' }): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (typeof value === 'boolean') text = value ? booleans.yes : booleans.no
  else if (Array.isArray(value)) text = value.join('; ')
  else text = String(value)
  if (FORMULA_START.test(text) && !PHONE.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of cells, ended with CRLF as RFC 4180 says. */
export const csvRow = (cells: string[]) => `${cells.join(',')}\r\n`

/** Excel reads a CSV as UTF-8 (accents, ñ) only when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF'
