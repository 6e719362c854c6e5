// A CSV file that a spreadsheet set in French opens as a table at a double click. Plain TypeScript.
//
// - Semicolons between fields: French Excel (and LibreOffice's default for a French locale) splits
//   on the list separator of the system's locale, which is « ; » in France since the comma is the
//   decimal mark; a comma-separated file would open as one column.
// - A UTF-8 byte order mark first: without it Excel reads a CSV in the system's ANSI code page
//   (Windows-1252) and « é » shows as « Ã© »; with it, it reads UTF-8. LibreOffice and Numbers read it too.
// - CRLF between records and fields quoted with « " » when they hold « ; », « " » or a line break,
//   a quote doubled inside (RFC 4180), so a message of several lines stays in one cell.
// - A field starting with = + - @ (or a tab or a carriage return) gets a leading apostrophe: a
//   spreadsheet would otherwise run it as a formula (« CSV injection », OWASP), and the message is
//   the visitor's own text. A phone number « +33 … » therefore reads « '+33 … », as text.

const SEPARATOR = ';'
const BOM = '\uFEFF'
const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[;"\r\n]/

function field(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = formulaStart.test(text) ? `'${text}` : text
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The file's text: a header row, then one row per record. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(SEPARATOR)).join('\r\n') + '\r\n'
}
