// @ts-check
// An ESLint rule for the layers the README describes ("How it is built"): pages compose
// components, components use lib, and nothing imports upwards. lib/ never imports from
// components/ or pages/, components/ never from pages/. Specifiers are resolved against the
// importing file (relative paths and the `#/` alias), so `lib/content/pages/…` is not mistaken
// for the pages/ folder. Inside lib/, a message's path runs one way too: the outbox knows no
// sender, and contact messages know nothing of the PWA that delivers them in the background.
import { dirname, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
/** @type {Record<string, string[]>} */
const forbidden = { lib: ['components', 'pages'], components: ['pages'] }
/** @type {Record<string, string[]>} */
const forbiddenInLib = { outbox: ['contact', 'pwa'], contact: ['pwa'] }

/** @param {string} file */
const layerOf = (file) => relative(root, file).split(sep)[0] ?? ''
/** lib/outbox/store.ts → 'outbox', lib/supabase.ts → 'supabase'; '' outside lib/. @param {string} file */
const libModuleOf = (file) => {
  const [layer, name = ''] = relative(root, file).split(sep)
  return layer === 'lib' ? name.replace(/\.[jt]sx?$/, '') : ''
}

/** @type {import('eslint').Rule.RuleModule} */
const noUpwardImport = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'lib/ imports neither components/ nor pages/; components/ does not import pages/; lib/outbox imports neither lib/contact nor lib/pwa, lib/contact not lib/pwa',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename)
    const banned = forbidden[from]
    if (!banned) return {}
    const fromModule = libModuleOf(context.filename)
    const bannedInLib = forbiddenInLib[fromModule] ?? []
    /** @param {any} node */
    const check = (node) => {
      const spec = node.source?.type === 'Literal' ? node.source.value : null
      if (typeof spec !== 'string') return
      const target = spec.startsWith('#/') ? resolve(root, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(context.filename), spec) : null
      if (!target) return
      const to = layerOf(target)
      if (banned.includes(to))
        context.report({ node: node.source, message: `${from}/ must not import from ${to}/ ('${spec}'): move the shared part down into lib/.` })
      const toModule = libModuleOf(target)
      if (bannedInLib.includes(toModule))
        context.report({
          node: node.source,
          message: `lib/${fromModule} must not import from lib/${toModule} ('${spec}'): the outbox knows no sender, and contact messages know no PWA.`,
        })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export const layers = { rules: { 'no-upward-import': noUpwardImport } }
