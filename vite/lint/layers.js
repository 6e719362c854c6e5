// @ts-check
// An ESLint rule for the layers of the house (README, "Folders"): pages → features → shared.
// - Shared code (components/, lib/) imports neither features/ nor pages/; components/ is UI on
//   top of lib/, so lib/ never imports components/.
// - A feature (features/<name>/) never imports pages/, and reaches another feature only through
//   that feature's public entry, features/<name>/index.ts, or a module that index.ts re-exports:
//   importing the module itself keeps the bundler from putting a re-exporting file, and what it
//   pulls in, into a chunk of its own shared by the first load and the code loaded later.
// - Inside the contact feature a message's path runs one way: the outbox knows no sender.
// Specifiers are resolved against the importing file (relative paths and the `#/` alias).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/** @param {string} file @returns {string[]} the file's path from the root, in parts */
const partsOf = (file) => relative(root, file).split(sep)

/** The files of features/<name>/ that its index.ts re-exports, as paths from the feature's folder
 *  without extension ('index' itself included). @type {Map<string, Set<string>>} */
const publicModules = new Map()
/** @param {string} feature */
function publicModulesOf(feature) {
  let modules = publicModules.get(feature)
  if (!modules) {
    const index = join(root, 'features', feature, 'index.ts')
    const source = existsSync(index) ? readFileSync(index, 'utf8') : ''
    modules = new Set(['', 'index', ...[...source.matchAll(/^export\s[^;]*?\sfrom\s+'\.\/([^']+)'/gms)].map((m) => (m[1] ?? '').replace(/\/index$/, ''))])
    publicModules.set(feature, modules)
  }
  return modules
}

/** @type {Record<string, string[]>} */
const forbiddenLayers = { lib: ['components', 'features', 'pages'], components: ['features', 'pages'], features: ['pages'] }

/** @param {string[]} from @param {string[]} to @returns {string | undefined} what is wrong, if anything */
function violation(from, to) {
  const [fromLayer = '', fromFeature = '', fromSub = ''] = from
  const [toLayer = '', toFeature = '', toSub = ''] = to
  if (forbiddenLayers[fromLayer]?.includes(toLayer))
    return `${fromLayer}/ must not import from ${toLayer}/: move the shared part down, or compose them in the page.`
  const toEntry = publicModulesOf(toFeature).has(
    to
      .slice(2)
      .join('/')
      .replace(/\.[jt]sx?$/, '')
      .replace(/\/index$/, ''),
  )
  if (fromLayer === 'features' && toLayer === 'features' && fromFeature !== toFeature && !toEntry)
    return `features/${fromFeature} reaches features/${toFeature} only through what features/${toFeature}/index.ts exports.`
  if (fromLayer === 'features' && fromFeature === 'contact' && fromSub === 'outbox' && toLayer === 'features' && toFeature === 'contact' && toSub !== 'outbox')
    return 'the outbox (features/contact/outbox) knows no sender: it must not import the rest of the contact feature.'
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
const noUpwardImport = {
  meta: {
    type: 'problem',
    docs: { description: 'pages → features → shared (components/, lib/); features meet only through their index.ts; the outbox knows no sender' },
    schema: [],
  },
  create(context) {
    const from = partsOf(context.filename)
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source?.type === 'Literal' ? node.source.value : null
      if (typeof spec !== 'string') return
      const target = spec.startsWith('#/') ? resolve(root, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(context.filename), spec) : null
      if (!target) return
      const message = violation(from, partsOf(target))
      if (message) context.report({ node: node.source, message: `${message} ('${spec}')` })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export const layers = { rules: { 'no-upward-import': noUpwardImport } }
