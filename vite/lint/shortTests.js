// @ts-check
// An ESLint rule for tests a reader can follow: the body of a test (`test(...)`, `it(...)`, and
// their `.only`, `.skip`, `.each(...)` forms) stays under a number of lines; its setup goes into
// named helpers. ESLint's max-lines-per-function would also count the bodies of `describe` blocks,
// hooks and helpers, which hold many short tests or one long routine without being hard to read.

/** What hangs off `test`/`it` without being a test: groups, hooks, steps and settings. */
const notTests = new Set(['describe', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'step', 'use', 'extend', 'info', 'setTimeout', 'poll'])

/**
 * `test`, `it`, `test.only`, `it.each([...])`, `test.describe`… as the names along the callee,
 * from the root: ['test'], ['it', 'each'], ['test', 'describe']; undefined for any other callee.
 * @param {any} callee @returns {string[] | undefined}
 */
function calleeNames(callee) {
  if (callee.type === 'Identifier') return [callee.name]
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const names = calleeNames(callee.object)
    return names && [...names, callee.property.name]
  }
  if (callee.type === 'CallExpression') return calleeNames(callee.callee)
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
const maxTestLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'a test body stays short: its setup goes into named helpers' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
  },
  create(context) {
    const max = context.options[0]?.max ?? 80
    return {
      /** @param {any} node */
      CallExpression(node) {
        const [root, ...rest] = calleeNames(node.callee) ?? []
        if ((root !== 'test' && root !== 'it') || rest.some((name) => notTests.has(name))) return
        const body = node.arguments.findLast((/** @type {any} */ arg) => arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression')
        if (!body) return
        const lines = body.loc.end.line - body.loc.start.line + 1
        if (lines > max)
          context.report({
            node: body,
            message: `This test's body has ${lines} lines (at most ${max}): move its setup into named helpers, or split it by behaviour.`,
          })
      },
    }
  },
}

export const shortTests = { rules: { 'max-test-lines': maxTestLines } }
