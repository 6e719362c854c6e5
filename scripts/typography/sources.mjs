// @ts-check
// The modules that hold what a visitor reads (README: « Change a French text »), as the typography
// codemod reads them: the site's content, each feature's texts, the business facts, the manifest's
// words (in lib/content) and the workshop's e-mails. Components and pages hold no text
// (tests/unit/textsInContent.test.ts), so they are not read.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Files read whole, and folders whose .ts files are read, tests and fixtures aside. */
const roots = [
  'lib/content',
  'lib/site.ts',
  'supabase/functions/_shared/request/workshopEmail.ts',
  'supabase/functions/_shared/request/workshopDigest.ts',
  'supabase/functions/_shared/sitePauseEmail.ts',
  'supabase/functions/_shared/request/visitCalendar.ts',
  'supabase/functions/_shared/request/visitReminderEmail.ts',
  'supabase/functions/_shared/request/visitEmails.ts',
  'supabase/functions/_shared/request/visitSlot.ts',
]

/** @param {string} root */
const typeScriptUnder = (root) =>
  root.endsWith('.ts')
    ? [root]
    : readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => join(root, file))

/** Each feature's texts: features/<name>/texts.ts, or its texts/ folder. */
const featureTexts = () =>
  readdirSync('features', { recursive: true, encoding: 'utf8' })
    .map((file) => join('features', file))
    .filter((file) => /\/texts(\.ts|\/.+\.ts)$/.test(file))

/** The source files whose strings are visible text, relative to the project's root. */
export const textSources = () =>
  [...roots.flatMap(typeScriptUnder), ...featureTexts()]
    .map((file) => file.split('\\').join('/'))
    .filter((file) => !/\.test\.ts$|Fixtures\.ts$/.test(file))
    .sort()
