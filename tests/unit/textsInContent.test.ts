// Every French text a visitor reads or a screen reader announces lives as typed data in lib/content/
// (site-wide) or in a feature's texts (features/<name>/texts.ts, or texts/ where a feature's texts
// load with different chunks); components and pages only
// compose it (lib/content/types.ts). This test reads every component and page (components/**/*.tsx,
// features/**/*.tsx, pages/**/*.tsx), and every other module of lib/ and features/ (*.ts outside
// lib/content/ and the features' texts, tests and fixtures aside), with the TypeScript compiler and
// lists, file:line, each text written there:
// - JSX text with a letter in it;
// - a string with a letter given to an attribute that is read or announced (textAttributes);
// - anywhere else, a string with a letter and a space or an accented letter, a sentence or a
//   French word, except import paths, object keys, the values only the browser reads below, and
//   the messages only developers read (isForDevelopers); the modules no visitor reads as prose
//   (notProse) are not read.
// Comments are not read. What it cannot tell from an identifier is a single plain word written
// elsewhere ('E-mail' as a list's label): reviews still see those.
import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const files = ['components', 'features', 'pages'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => join(dir, file))
    .sort(),
)

/** Modules of lib/ whose strings no visitor reads as prose, each read whole by a machine or kept
 *  as facts: */
const notProse = new Set([
  // The business facts (brand, address, hours…): the project's one place for them; content/facts.ts
  // formats them into what a visitor reads, and tests/unit/facts.test.ts keeps prose from retyping them.
  'lib/site.ts',
  // The address and metro of lib/site.ts, in a module the Edge Functions (Deno) read too.
  'lib/address.ts',
  // The facts the owner provides or confirms (legal identity, hosts, mediator, gold prices), kept as
  // data for the legal pages and the gold page to quote; the launch check reads them.
  'lib/owner.ts',
  'lib/ownerFacts.ts',
  // HTTP headers (Content-Security-Policy, Permissions-Policy…), read by browsers.
  'lib/security/headers.ts',
  // sitemap.xml and robots.txt, read by crawlers.
  'lib/seo/sitemap.ts',
  // The CSS selector of the sections that rise into view, read by querySelectorAll.
  'lib/reveal/sections.ts',
  // The font preloads the service worker writes into a page's head, read by the browser.
  'features/pwa/withWebFonts.ts',
  // CSS font shorthands ('1em Inter') for document.fonts.load, read by the browser's font loader.
  'lib/fonts/fontsForNextPage.ts',
])

/** The other modules of lib/ and features/ (toasts, validation, the opening status, the
 *  navigation…), but not the texts themselves (lib/content/, each feature's texts.ts), the tests and
 *  their fixtures (the texts a test expects or feeds), nor the modules above. */
const libFiles = ['lib', 'features']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file).split(sep).join('/')))
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !/Fixtures\.ts$/.test(file))
  .filter((file) => !file.startsWith('lib/content/') && !/\/texts(\.ts|\/)/.test(file) && !notProse.has(file))
  .sort()

const letter = /\p{L}/u
/** A sentence or a French word: a letter and a space, or an accented Latin letter. */
const prose = (text: string) => letter.test(text) && (/\s/.test(text) || /[À-ÖØ-öø-ÿŒœ]/.test(text))

/** Attributes whose value is read or announced: any letter in them is a text. */
const textAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label'])

// The exemptions, each a value only the browser reads:
/** CSS: class lists (className, class, and any attribute, prop, variable or parameter named
 *  …Class or …ClassName, as it is passed on to one), declarations (style), an image's layout
 *  widths (sizes) and an observer's margins (rootMargin). */
const isCss = (name: string) => ['className', 'class', 'style', 'sizes', 'rootMargin'].includes(name) || /(^c|C)lass(Name)?$/.test(name)
/** Link types (rel="noopener noreferrer") and lists of element ids: the texts those ids point to
 *  are checked where they are written. */
const tokenAttributes = new Set(['rel', 'aria-labelledby', 'aria-describedby'])
/** An HTTP request's credentials (`Authorization: \`Bearer ${key}\``), in lib/'s requests to Supabase. */
const httpHeaders = new Set(['Authorization'])
/** Identifiers: a value given to a name `id` or ending in `Id` (the contact form's service ids,
 *  'création', are the values the database accepts; the names shown for them are content). */
const isIdentifier = (name: string) => name === 'id' || /Id$/.test(name)

/** The parameters' names of each function a file declares by name, for the arguments it is called with. */
function parameterNames(source: ts.SourceFile): Map<string, string[]> {
  const functions = new Map<string, string[]>()
  const names = (fn: ts.SignatureDeclaration) => fn.parameters.map((p) => p.name.getText())
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, names(node))
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isFunctionLike(node.initializer))
      functions.set(node.name.text, names(node.initializer))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return functions
}

/**
 * The names `node`'s value is given to, innermost first: properties, variables, parameters (a
 * default value, or an argument to a function the file declares), up to the enclosing statement,
 * function or JSX element; or the attribute it is the value of, last.
 */
function namesGiven(node: ts.Node, functions: Map<string, string[]>): string[] {
  const names: string[] = []
  for (let n: ts.Node = node; n.parent && !ts.isSourceFile(n.parent); n = n.parent) {
    const parent = n.parent
    if (ts.isJsxAttribute(parent)) return [...names, parent.name.getText()]
    if (ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent) || ts.isParameter(parent)) names.push(parent.name.getText())
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.arguments.includes(n as ts.Expression)) {
      const parameter = functions.get(parent.expression.text)?.[parent.arguments.indexOf(n as ts.Expression)]
      if (parameter) names.push(parameter)
    }
    if (ts.isStatement(parent) || ts.isFunctionLike(parent) || ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxFragment(parent)) break
  }
  return names
}

const attributeOf = (node: ts.Node) => {
  for (let n = node.parent; n && !ts.isSourceFile(n); n = n.parent) if (ts.isJsxAttribute(n)) return n.name.getText()
  return undefined
}

/** The module path of an import or export: `import … from './x'`, `import('./x')`. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent
  return (
    ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent))
  )
}

/** An object's key, `{ 'aria-invalid': … }`, not its value. */
const isObjectKey = (node: ts.Node) => (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) && node.parent.name === node

/** The media query given to matchMedia(). */
const isMediaQuery = (node: ts.Node) =>
  ts.isCallExpression(node.parent) &&
  (ts.isPropertyAccessExpression(node.parent.expression) ? node.parent.expression.name.text : node.parent.expression.getText()) === 'matchMedia'

/**
 * Messages for developers only: what an Error is made with (`new Error('…')`,
 * `new TypeError(…)`: thrown, caught and logged, never shown; what a visitor reads when one
 * happens comes from lib/content/), what is thrown, and what is written to the console
 * (`console.warn('…')`). A string anywhere inside those expressions counts.
 */
function isForDevelopers(node: ts.Node): boolean {
  for (let n = node.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true
    if (ts.isThrowStatement(n)) return true
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.expression.getText() === 'console') return true
    if (ts.isStatement(n)) return false
  }
  return false
}

function textsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const functions = parameterNames(source)
  const found: string[] = []
  const report = (node: ts.Node, kind: string, text: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}  ${kind} ${JSON.stringify(text.trim())}`)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (letter.test(node.text)) report(node, 'JSX text', node.text)
    } else if (ts.isStringLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (isModuleSpecifier(node) || isObjectKey(node) || isMediaQuery(node) || isForDevelopers(node)) return
      const names = namesGiven(node, functions)
      if (names.some(isCss) || names.some((name) => tokenAttributes.has(name) || httpHeaders.has(name)) || names.some(isIdentifier)) return
      const attribute = attributeOf(node)
      if (attribute && textAttributes.has(attribute) ? letter.test(node.text) : prose(node.text)) report(node, attribute ?? 'string', node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("components and pages take their texts from lib/content/ or their feature's texts.ts", () => {
  it('has files to read', () => expect(files.length).toBeGreaterThan(50))
  it('write no text of their own', () => {
    const found = files.flatMap(textsIn)
    expect(found, `Texts written in components or pages; move them to lib/content/ or the feature's texts.ts:\n${found.join('\n')}\n`).toEqual([])
  })
})

describe('the rest of lib/ and features/ takes its texts from lib/content/ or texts.ts', () => {
  it('has files to read', () => expect(libFiles.length).toBeGreaterThan(40))
  it('writes no text of its own', () => {
    const found = libFiles.flatMap(textsIn)
    expect(found, `Texts written in lib/ or features/ outside the texts; move them there:\n${found.join('\n')}\n`).toEqual([])
  })
})
