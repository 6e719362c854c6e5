// @ts-check
// Turns PostgREST's URL grammar (select, order, filters with and/or/not, limit, offset)
// into SQL fragments. Identifiers come from the schema cache; values always travel as
// parameters, cast to the column's type by Postgres.
import { restError } from './errors.mjs'
import { quoteIdent } from './schema-cache.mjs'

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and'])

/** Collects parameter values and hands out their placeholders. */
export class Params {
  /** @type {unknown[]} */
  values = []
  /** @param {unknown} value */
  add(value) {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/**
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {string} column
 * @returns {string} the column's type
 */
export function requireColumn(table, column) {
  const type = table.columns.get(column)
  if (type === undefined) {
    throw restError(400, '42703', `column ${table.name}.${column} does not exist`)
  }
  return type
}

/** Splits on commas outside parentheses and double quotes. @param {string} text */
function splitTopLevel(text) {
  /** @type {string[]} */
  const parts = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + text[++i]
      continue
    }
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth--
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts
}

/** @param {string} value */
function unquote(value) {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value
}

/**
 * `select=*`, `select=a,b`, `select=alias:a,b::text`.
 * @param {string | null} param
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {string} qualifier  table alias, e.g. `_t`
 */
export function selectList(param, table, qualifier) {
  const items = splitTopLevel(param ?? '*')
    .map((item) => item.trim())
    .filter(Boolean)
  if (items.length === 0) return `${qualifier}.*`
  return items
    .map((item) => {
      if (item === '*') return `${qualifier}.*`
      if (item.includes('(')) {
        throw restError(400, 'PGRST200', `Could not find a relationship for '${item.split('(')[0]}' in the schema cache`)
      }
      const match = /^(?:([^:]+):(?!:))?([^:]+)(?:::([A-Za-z_][A-Za-z0-9_]*))?$/.exec(item)
      if (!match) throw restError(400, 'PGRST100', `"failed to parse select parameter (${item})"`)
      const [, alias, column, cast] = match
      const name = /** @type {string} */ (column)
      requireColumn(table, name)
      const expression = `${qualifier}.${quoteIdent(name)}${cast ? `::${cast}` : ''}`
      return alias || cast ? `${expression} as ${quoteIdent(alias ?? name)}` : expression
    })
    .join(', ')
}

/**
 * `order=a.desc.nullslast,b`.
 * @param {string | null} param
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {string} qualifier
 */
export function orderBy(param, table, qualifier) {
  if (!param) return ''
  const terms = param.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.')
    requireColumn(table, column)
    let sql = `${qualifier}.${quoteIdent(column)}`
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`
      else if (modifier === 'nullsfirst') sql += ' nulls first'
      else if (modifier === 'nullslast') sql += ' nulls last'
      else throw restError(400, 'PGRST100', `"failed to parse order (${param})"`)
    }
    return sql
  })
  return `order by ${terms.join(', ')}`
}

/** @param {string | null} value @param {string} name @returns {number | null} */
export function nonNegativeInteger(value, name) {
  if (value === null || value === '') return null
  if (!/^\d+$/.test(value)) throw restError(400, 'PGRST100', `"failed to parse ${name} parameter (${value})"`)
  return Number(value)
}

const COMPARISONS = /** @type {Record<string, string>} */ ({
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  isdistinct: 'is distinct from',
})
const PATTERNS = /** @type {Record<string, string>} */ ({ like: 'like', ilike: 'ilike', match: '~', imatch: '~*' })
const IS_VALUES = /** @type {Record<string, string>} */ ({ null: 'null', true: 'true', false: 'false', unknown: 'unknown' })

/**
 * One condition: column plus `[not.]op.value`.
 * @param {string} column
 * @param {string} expression
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {string} qualifier
 * @param {Params} params
 * @param {boolean} [inLogicTree]  values may be double-quoted there
 * @returns {string}
 */
function condition(column, expression, table, qualifier, params, inLogicTree = false) {
  const type = requireColumn(table, column)
  const target = `${qualifier}.${quoteIdent(column)}`
  const negated = expression.startsWith('not.')
  const rest = negated ? expression.slice(4) : expression
  const dot = rest.indexOf('.')
  const operator = dot < 0 ? rest : rest.slice(0, dot)
  const value = dot < 0 ? '' : rest.slice(dot + 1)
  const literal = inLogicTree ? unquote(value) : value
  /** @type {string} */
  let sql
  if (operator in COMPARISONS) {
    sql = `${target} ${COMPARISONS[operator]} ${params.add(literal)}::text::${type}`
  } else if (operator in PATTERNS) {
    const pattern = operator.endsWith('like') ? literal.replaceAll('*', '%') : literal
    sql = `${target}::text ${PATTERNS[operator]} ${params.add(pattern)}::text`
  } else if (operator === 'is' && value in IS_VALUES) {
    sql = `${target} is ${IS_VALUES[value]}`
  } else if (operator === 'in' && value.startsWith('(') && value.endsWith(')')) {
    const items = value.length > 2 ? splitTopLevel(value.slice(1, -1)).map(unquote) : []
    sql = items.length === 0 ? 'false' : `${target} in (${items.map((item) => `${params.add(item)}::text::${type}`).join(', ')})`
  } else {
    throw restError(400, 'PGRST100', `"failed to parse filter (${expression})"`, `unexpected "${operator}"`)
  }
  return negated ? `not (${sql})` : sql
}

/**
 * `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends.
 * @param {'and' | 'or'} joiner
 * @param {string} group  the parenthesised list
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {string} qualifier
 * @param {Params} params
 * @returns {string}
 */
function logicGroup(joiner, group, table, qualifier, params) {
  if (!group.startsWith('(') || !group.endsWith(')')) {
    throw restError(400, 'PGRST100', `"failed to parse logic tree (${group})"`)
  }
  const members = splitTopLevel(group.slice(1, -1)).map((member) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(member)
    if (nested) {
      const sql = logicGroup(/** @type {'and' | 'or'} */ (nested[2]), /** @type {string} */ (nested[3]), table, qualifier, params)
      return nested[1] ? `not ${sql}` : sql
    }
    const dot = member.indexOf('.')
    if (dot < 0) throw restError(400, 'PGRST100', `"failed to parse logic tree (${group})"`)
    return condition(member.slice(0, dot), member.slice(dot + 1), table, qualifier, params, true)
  })
  return `(${members.join(` ${joiner} `)})`
}

/**
 * The WHERE clause from every non-reserved query parameter.
 * @param {URLSearchParams} search
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {string} qualifier
 * @param {Params} params
 */
export function whereClause(search, table, qualifier, params) {
  /** @type {string[]} */
  const conditions = []
  for (const [key, value] of search) {
    if (key === 'or' || key === 'and') conditions.push(logicGroup(key, value, table, qualifier, params))
    else if (key === 'not.or' || key === 'not.and') {
      conditions.push(`not ${logicGroup(/** @type {'and' | 'or'} */ (key.slice(4)), value, table, qualifier, params)}`)
    } else if (!RESERVED_PARAMS.has(key)) conditions.push(condition(key, value, table, qualifier, params))
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''
}
