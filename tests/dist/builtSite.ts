// The prerendered site as `npx vike build` leaves it in dist/client: these tests read what a
// visitor's browser receives, not the code that produced it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { WeeklyHours } from '../../lib/weeklyHours'
import { parseHtml, type HtmlElement } from './parseHtml'

export const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url))

if (!existsSync(clientDir)) throw new Error(`${clientDir} is missing: run \`npx vike build\` before \`npx vitest run --project dist\`.`)

export interface BuiltPage {
  /** The URL the page is served at: '/', '/contact', '/services/achat-or', '/404'. */
  path: string
  document: HtmlElement
}

const urlOf = (file: string) => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1')

/** The built files whose names end with `extension` ('.js', '.html'), relative to dist/client. */
export const builtFiles = (extension: string) => readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(extension))

export const builtPages: readonly BuiltPage[] = builtFiles('.html')
  .sort()
  .map((file) => ({ path: urlOf(file), document: parseHtml(readFileSync(join(clientDir, file), 'utf8')) }))

export function builtPage(path: string): BuiltPage {
  const page = builtPages.find((p) => p.path === path)
  if (!page) throw new Error(`No prerendered page for ${path} in ${clientDir}`)
  return page
}

/** The weekly hours the build read (the database's, or the seeded ones), as the contact page's data carries them. */
export function builtWeeklyHours(): WeeklyHours | undefined {
  const html = readFileSync(join(clientDir, 'contact.html'), 'utf8')
  const pageContext = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'
  return (JSON.parse(pageContext) as { data?: { calendar?: { hours?: WeeklyHours } } }).data?.calendar?.hours
}
