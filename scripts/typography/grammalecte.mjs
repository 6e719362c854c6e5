// @ts-check
// `npm run typography:grammalecte` (after a build): the visible text of every built page, read by
// Grammalecte (Debian's grammalecte-cli, the reference open checker of French), which must find no
// typography fault in it. Prints the findings by kind; fails on any.
// Usage: node scripts/typography/grammalecte.mjs [--all] (--all also prints grammar and spelling findings' counts).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { visibleText } from './visibleText.mjs'

/** Grammalecte's kinds of typography findings: apostrophes, no-break spaces, spaces, units,
 *  numbers, other typography. */
export const typographyKinds = new Set(['apos', 'nbsp', 'esp', 'unit', 'num', 'typo'])

/**
 * Findings Grammalecte makes that are not faults: a postcode (five digits in France, six in Singapore) or a postal box (TSA 80715) is not a
 * large number to split.
 * @param {{ sType: string, sUnderlined: string, sBefore: string }} finding
 */
const notAFault = (finding) => finding.sType === 'num' && /^\d{5,6}$/.test(finding.sUnderlined.trim()) && /(^|\s)(TSA|CS|BP)?\s*$/.test(finding.sBefore)

/** @param {string} root */
export function grammalecteFindings(root = 'dist/client') {
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
  /** @type {{ page: string, line: string }[]} */
  const lines = pages.flatMap((page) =>
    visibleText(readFileSync(join(root, page), 'utf8'))
      .split('\n')
      .map((line) => ({ page, line })),
  )
  const dir = mkdtempSync(join(tmpdir(), 'grammalecte-'))
  try {
    const file = join(dir, 'pages.txt')
    writeFileSync(file, lines.map((l) => l.line).join('\n'))
    const output = execFileSync('grammalecte-cli', ['-f', file, '-j', '-ctx'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    /** @type {{ data: { iParagraph: number, lGrammarErrors: { sType: string, sUnderlined: string, sBefore: string, sAfter: string, sMessage: string }[], lSpellingErrors: unknown[] }[] }} */
    const report = JSON.parse(output)
    return report.data.flatMap((paragraph) =>
      paragraph.lGrammarErrors.map((finding) => ({
        ...finding,
        page: lines[paragraph.iParagraph - 1]?.page ?? '?',
        spelling: paragraph.lSpellingErrors.length,
      })),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = grammalecteFindings()
  const typography = findings.filter((f) => typographyKinds.has(f.sType) && !notAFault(f))
  /** @type {Record<string, number>} */
  const byKind = {}
  for (const f of process.argv.includes('--all') ? findings : typography) byKind[f.sType] = (byKind[f.sType] ?? 0) + 1
  for (const f of typography)
    console.log(`${f.page} [${f.sType}] ${f.sMessage} « ${f.sBefore.slice(-30)}[${f.sUnderlined}]${f.sAfter.slice(0, 30)} »`.replace(/\n/g, ' '))
  console.log(`Grammalecte : ${typography.length} faute(s) de typographie`, byKind)
  process.exit(typography.length > 0 ? 1 : 0)
}
