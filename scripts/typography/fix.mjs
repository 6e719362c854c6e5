// @ts-check
// `npm run typography`: rewrites the visible French texts of the sources (./sources.mjs) with the
// rules of French typesetting (./frenchTypography.mjs). `--check` only lists what it would change
// and fails if anything; `npm run typography -- <files>` reads those files instead. Safe to run on any state of the tree and again: it reads each string
// literal with the TypeScript compiler, rewrites only those that read as prose, never a code
// string (import paths, object keys, class lists, addresses, ids), and a second run changes nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import prettier from 'prettier'
import ts from 'typescript'
import { frenchTypography, placeholder } from './frenchTypography.mjs'
import { textSources } from './sources.mjs'

/** Names whose string values are read by code, not by a visitor, whatever they look like. */
const codeNames = new Set(
  'className class style href src url path slug id key icon art kind type variant category group contactService email e164 rel as accept pattern autoComplete inputMode locale lang dir themeColor backgroundColor theme_color background_color start_url scope display orientation purpose sizes street postalCode full city country'.split(
    ' ',
  ),
)

/** A sentence or a word with an apostrophe: what a visitor reads, as opposed to an identifier. */
const readsAsProse = (/** @type {string} */ text) =>
  /\p{L}/u.test(text) && (/\s/.test(text) || /\p{L}['’]\p{L}/u.test(text)) && !/^(mailto|tel|https?):|:\/\//.test(text)

/** The name the literal is the value of (a property, a variable, a parameter's default), if any. */
function nameGiven(/** @type {ts.Node} */ node) {
  for (let current = node; current.parent; current = current.parent) {
    const parent = current.parent
    if ((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isJsxAttribute(parent)) && parent.name)
      return parent.name.getText()
    if (
      !ts.isConditionalExpression(parent) &&
      !ts.isBinaryExpression(parent) &&
      !ts.isParenthesizedExpression(parent) &&
      !ts.isArrayLiteralExpression(parent) &&
      !ts.isAsExpression(parent) &&
      !ts.isSatisfiesExpression(parent)
    )
      return undefined
  }
  return undefined
}

/** Literals that are code by their place: module paths, keys, types, indexes, the `in` operator's left side. */
function isCodePlace(/** @type {ts.Node} */ node) {
  const parent = node.parent
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isElementAccessExpression(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isPropertySignature(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.InKeyword && parent.left === node) ||
    // A developer's error message, or a piece of an address.
    ((ts.isNewExpression(parent) || ts.isCallExpression(parent)) && /^(\w*Error|encodeURI(Component)?)$/.test(parent.expression.getText()))
  )
}

/** A literal's text written back in its quotes; a template keeps its line breaks. */
const escapeFor = (/** @type {string} */ quote) => (/** @type {string} */ text) => {
  const escaped = text.replace(/\\/g, '\\\\').replace(quote === '`' ? /`|\$\{/g : new RegExp(quote, 'g'), (match) => `\\${match}`)
  return quote === '`' ? escaped : escaped.replace(/\n/g, '\\n').replace(/\r/g, '\\r')
}

/**
 * The edits one file needs: for each literal that reads as prose and that the rules change, its
 * span and its new source text.
 * @param {string} file @param {string} source
 */
export function typographyEdits(file, source) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  /** @type {{ start: number, end: number, text: string, before: string, after: string }[]} */
  const edits = []
  const consider = (/** @type {ts.Node} */ node, /** @type {string[]} */ parts, /** @type {(parts: string[]) => string} */ write) => {
    const joined = parts.join(placeholder)
    // A ${…} reads as a word: `${label} : ${value}` is a sentence, `${base}/${path}` is not.
    if (!readsAsProse(parts.join('x')) || isCodePlace(node) || codeNames.has(nameGiven(node) ?? '')) return
    const fixed = frenchTypography(joined).split(placeholder)
    if (fixed.length !== parts.length || fixed.every((part, index) => part === parts[index])) return
    edits.push({ start: node.getStart(sourceFile), end: node.getEnd(), text: write(fixed), before: joined, after: fixed.join(placeholder) })
  }
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isStringLiteral(node)) {
      const quote = node.getText(sourceFile)[0] ?? "'"
      consider(node, [node.text], ([text]) => quote + escapeFor(quote)(text ?? '') + quote)
    } else if (ts.isNoSubstitutionTemplateLiteral(node)) {
      consider(node, [node.text], ([text]) => `\`${escapeFor('`')(text ?? '')}\``)
    } else if (ts.isTemplateExpression(node)) {
      const expressions = node.templateSpans.map((span) => span.expression.getText(sourceFile))
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
      consider(
        node,
        parts,
        (fixed) => `\`${fixed.map((part, index) => escapeFor('`')(part) + (index < expressions.length ? `\${${expressions[index]}}` : '')).join('')}\``,
      )
      // The expressions may hold literals of their own.
      node.templateSpans.forEach((span) => visit(span.expression))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  // A literal inside a template that changes too (`… ${a ? 'x' : 'y'} …`) waits for the next pass.
  return edits.filter((edit) => !edits.some((outer) => outer !== edit && outer.start <= edit.start && edit.end <= outer.end))
}

/** The file's source with its edits applied, formatted as the project formats it. */
export async function fixedSource(/** @type {string} */ file, /** @type {string} */ source) {
  const all = []
  let fixed = source
  // Pass after pass until nothing changes: literals nested in a changed template come next pass.
  for (let edits = typographyEdits(file, fixed); edits.length > 0; edits = typographyEdits(file, fixed)) {
    if (all.length > 10_000) throw new Error(`${file}: the typography does not settle`)
    all.push(...edits)
    for (const edit of [...edits].sort((a, b) => b.start - a.start)) fixed = fixed.slice(0, edit.start) + edit.text + fixed.slice(edit.end)
  }
  if (all.length === 0) return { source, edits: all }
  const options = (await prettier.resolveConfig(file)) ?? {}
  return { source: await prettier.format(fixed, { ...options, filepath: file }), edits: all }
}

const visible = (/** @type {string} */ text) =>
  text
    .replace(/\u00a0/g, '⍽')
    .replace(/\u202f/g, '·')
    .replaceAll(placeholder, '${…}')

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check')
  // Files named on the command line instead of the text sources: a test that quotes a text, to be
  // reviewed by hand (a test's strings may be selectors or inputs).
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  let changed = 0
  for (const file of named.length > 0 ? named : textSources()) {
    const source = readFileSync(file, 'utf8')
    const result = await fixedSource(file, source)
    if (result.edits.length === 0) continue
    changed += result.edits.length
    for (const edit of result.edits) console.log(`${file}: ${visible(edit.before)}\n  → ${visible(edit.after)}`)
    if (!check) writeFileSync(file, result.source)
  }
  console.log(`${changed} texte(s) ${check ? 'à corriger' : 'corrigé(s)'} (⍽ espace insécable, · espace fine insécable).`)
  process.exit(check && changed > 0 ? 1 : 0)
}
