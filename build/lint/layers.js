// @ts-check
// An ESLint rule for the layers the README describes ("How it is built"): pages compose
// components, components use lib, and nothing imports upwards. lib/ never imports from
// components/ or pages/, components/ never from pages/. Specifiers are resolved against the
// importing file (relative paths and the `#/` alias), so `lib/content/pages/…` is not mistaken
// for the pages/ folder.
import { dirname, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
/** @type {Record<string, string[]>} */
const forbidden = { lib: ['components', 'pages'], components: ['pages'] }

/** @param {string} file */
const layerOf = (file) => relative(root, file).split(sep)[0] ?? ''

/** @type {import('eslint').Rule.RuleModule} */
const noUpwardImport = {
  meta: { type: 'problem', docs: { description: 'lib/ imports neither components/ nor pages/; components/ does not import pages/' }, schema: [] },
  create(context) {
    const from = layerOf(context.filename)
    const banned = forbidden[from]
    if (!banned) return {}
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source?.type === 'Literal' ? node.source.value : null
      if (typeof spec !== 'string') return
      const target = spec.startsWith('#/') ? resolve(root, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(context.filename), spec) : null
      if (!target) return
      const to = layerOf(target)
      if (banned.includes(to))
        context.report({ node: node.source, message: `${from}/ must not import from ${to}/ ('${spec}'): move the shared part down into lib/.` })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export const layers = { rules: { 'no-upward-import': noUpwardImport } }
