// @ts-check
// `/rest/v1`: the subset of PostgREST the site and its tests use — select with filters,
// order, limit/offset, counts and single-object answers; insert (object or array, upsert);
// update and delete with filters. Every statement runs as the caller (request-context.mjs),
// so the migrations' grants and RLS policies give the answers, including the refusals.
import { ApiError, isPostgresError, postgrestBody, restError, statusForSqlState } from './errors.mjs'
import { header, mediaType, readBody, sendEmpty, sendJson } from './http.mjs'
import { actAs, resolveCaller } from './request-context.mjs'
import { Params, nonNegativeInteger, orderBy, requireColumn, selectList, whereClause } from './rest-query.mjs'
import { quoteIdent } from './schema-cache.mjs'
import { rpcStatement } from './rest-rpc.mjs'

const BODY_LIMIT = 10 * 1024 * 1024
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json'

/**
 * @typedef {object} RestOptions
 * @property {import('./database.mjs').Database} db
 * @property {import('./schema-cache.mjs').SchemaCache} schema
 * @property {string} jwtSecret
 * @property {number} [maxRows]  `[api] max_rows` in config.toml
 */

/** @param {RestOptions} options */
export function createRestHandler({ db, schema, jwtSecret, maxRows = 1000 }) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} path  the part after /rest/v1
   */
  return async function handleRest(req, res, url, path) {
    const method = req.method ?? 'GET'
    try {
      const caller = resolveCaller(req, jwtSecret)
      if ('error' in caller) throw callerError(caller)
      if (path === '' || path === '/') {
        sendJson(res, 200, { swagger: '2.0', info: { title: 'standard public schema', version: '12.2.0' }, paths: {} })
        return
      }
      if (path.startsWith('/rpc/')) {
        await callFunction(req, res, db, caller, decodeURIComponent(path.slice(5)))
        return
      }
      const match = /^\/([^/]+)\/?$/.exec(path)
      if (!match) throw restError(404, 'PGRST125', 'Invalid path specified in request URL')
      checkProfile(req, method)
      const request = {
        tableName: decodeURIComponent(/** @type {string} */ (match[1])),
        search: url.searchParams,
        prefer: parsePrefer(header(req, 'prefer')),
        singular: mediaType(header(req, 'accept')) === OBJECT_MEDIA_TYPE,
        stripNulls: /nulls=stripped/.test(header(req, 'accept') ?? ''),
        body: method === 'POST' || method === 'PATCH' ? await readJsonBody(req) : undefined,
      }
      const answer = await db.transaction(async (tx) => {
        const table = await schema.table(tx, request.tableName)
        if (!table) {
          throw restError(404, 'PGRST205', `Could not find the table 'public.${request.tableName}' in the schema cache`)
        }
        const statement = buildStatement(method, table, request, maxRows)
        await actAs(tx, caller)
        const { rows } = await tx.query(statement.sql, statement.params)
        const result = rows[0] ?? { body: '[]', one: null, n: 0 }
        if (request.singular && statement.returnsRows && result.n !== 1) {
          throw restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${result.n} rows`)
        }
        const total = statement.countSql ? (await tx.query(statement.countSql, statement.params)).rows[0]?.total : null
        return { ...statement, result, total }
      })
      respond(res, method, request, answer)
    } catch (error) {
      sendError(res, error, req, jwtSecret)
    }
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./database.mjs').Database} db
 * @param {import('./request-context.mjs').Caller} caller
 * @param {string} name
 */
async function callFunction(req, res, db, caller, name) {
  if (req.method !== 'POST') throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`)
  const raw = (
    await readBody(req, BODY_LIMIT).catch(() => {
      throw restError(413, 'PGRST413', 'Payload too large')
    })
  ).toString('utf8')
  // An empty body calls the function without arguments, as PostgREST allows.
  let body
  try {
    body = raw.trim() === '' ? {} : JSON.parse(raw)
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json')
  }
  const answer = await db.transaction(async (tx) => {
    const statement = await rpcStatement(tx, name, body)
    await actAs(tx, caller)
    const { rows } = await tx.query(statement.sql, statement.params)
    return statement.returnsVoid ? null : String(rows[0]?.body ?? 'null')
  })
  if (answer === null) sendEmpty(res, 204)
  else sendJson(res, 200, answer)
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} method
 * @param {{ singular: boolean }} request
 * @param {{ returnsRows: boolean, offset: number, result: { body: string, one: string | null, n: number }, total: number | null, status: number }} answer
 */
function respond(res, method, request, answer) {
  const { result, total, offset } = answer
  if (!answer.returnsRows) {
    sendEmpty(res, answer.status)
    return
  }
  const body = request.singular ? (result.one ?? 'null') : result.body
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': `${request.singular ? OBJECT_MEDIA_TYPE : 'application/json'}; charset=utf-8`,
    'Content-Range': result.n > 0 ? `${offset}-${offset + result.n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`,
  }
  if (method === 'HEAD') {
    sendEmpty(res, 200, headers)
    return
  }
  res.writeHead(answer.status === 204 ? 200 : answer.status, headers)
  res.end(body)
}

/**
 * @param {string} method
 * @param {import('./schema-cache.mjs').TableInfo} table
 * @param {{ search: URLSearchParams, prefer: Map<string, string>, stripNulls: boolean, body: unknown }} request
 * @param {number} maxRows
 */
function buildStatement(method, table, request, maxRows) {
  const { search, prefer } = request
  const params = new Params()
  const relation = `public.${quoteIdent(table.name)}`
  const aggregate = request.stripNulls ? 'json_strip_nulls(json_agg(_r))' : 'json_agg(_r)'
  /** @param {string} rowsSql */
  const collect = (rowsSql) => `select coalesce(${aggregate}, '[]')::text as body, (${aggregate} -> 0)::text as one, count(*)::int as n from (${rowsSql}) _r`
  const representation = prefer.get('return') === 'representation'
  const returning = () => `returning ${selectList(search.get('select'), table, '_t')}`

  if (method === 'GET' || method === 'HEAD') {
    const where = whereClause(search, table, '_t', params)
    const limit = Math.min(nonNegativeInteger(search.get('limit'), 'limit') ?? maxRows, maxRows)
    const offset = nonNegativeInteger(search.get('offset'), 'offset') ?? 0
    const rowsSql = `select ${selectList(search.get('select'), table, '_t')} from ${relation} as _t ${where} ${orderBy(search.get('order'), table, '_t')} limit ${limit} offset ${offset}`
    const countSql = prefer.get('count') ? `select count(*)::int as total from ${relation} as _t ${where}` : null
    return { sql: collect(rowsSql), params: params.values, countSql, returnsRows: true, offset, status: 200 }
  }

  if (method === 'POST') {
    const rows = Array.isArray(request.body) ? request.body : [request.body]
    if (!rows.every(isPlainObject)) throw restError(400, 'PGRST102', 'All object keys must match')
    const columns = insertColumns(search.get('columns'), rows, table)
    const list = columns.map(quoteIdent).join(', ')
    // json_populate_recordset converts each value to its column's type, as PostgREST does.
    let sql =
      columns.length > 0
        ? `insert into ${relation} as _t (${list}) select ${list} from json_populate_recordset(null::${relation}, ${params.add(JSON.stringify(rows))}::json)`
        : `insert into ${relation} as _t default values`
    sql += onConflict(prefer.get('resolution'), search.get('on_conflict'), columns, table)
    if (!representation) return { sql, params: params.values, countSql: null, returnsRows: false, offset: 0, status: 201 }
    return {
      sql: `with _w as (${sql} ${returning()}) ${collect('select * from _w')}`,
      params: params.values,
      countSql: null,
      returnsRows: true,
      offset: 0,
      status: 201,
    }
  }

  if (method === 'PATCH' || method === 'DELETE') {
    let sql
    if (method === 'PATCH') {
      if (!isPlainObject(request.body)) throw restError(400, 'PGRST102', 'Empty or invalid json')
      const columns = Object.keys(request.body)
      columns.forEach((column) => requireColumn(table, column))
      if (columns.length === 0) throw restError(400, 'PGRST102', 'Empty or invalid json')
      const list = columns.map(quoteIdent).join(', ')
      const value = params.add(JSON.stringify(request.body))
      sql = `update ${relation} as _t set (${list}) = (select ${list} from json_populate_record(null::${relation}, ${value}::json))`
    } else sql = `delete from ${relation} as _t`
    sql += ` ${whereClause(search, table, '_t', params)}`
    if (!representation) return { sql, params: params.values, countSql: null, returnsRows: false, offset: 0, status: 204 }
    return {
      sql: `with _w as (${sql} ${returning()}) ${collect('select * from _w')}`,
      params: params.values,
      countSql: null,
      returnsRows: true,
      offset: 0,
      status: 204,
    }
  }
  throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

/**
 * @param {string | null} param  `columns="a","b"`
 * @param {Record<string, unknown>[]} rows
 * @param {import('./schema-cache.mjs').TableInfo} table
 */
function insertColumns(param, rows, table) {
  const names = param ? param.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1')) : [...new Set(rows.flatMap((row) => Object.keys(row)))]
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw restError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`)
    }
  }
  return names
}

/**
 * @param {string | undefined} resolution
 * @param {string | null} param
 * @param {string[]} columns
 * @param {import('./schema-cache.mjs').TableInfo} table
 */
function onConflict(resolution, param, columns, table) {
  if (resolution !== 'merge-duplicates' && resolution !== 'ignore-duplicates') return ''
  const target = param ? param.split(',').map((name) => name.trim()) : table.primaryKey
  target.forEach((column) => requireColumn(table, column))
  if (target.length === 0) throw restError(400, 'PGRST100', 'on_conflict requires a primary key or columns')
  const conflict = ` on conflict (${target.map(quoteIdent).join(', ')})`
  if (resolution === 'ignore-duplicates' || columns.length === 0) return `${conflict} do nothing`
  return `${conflict} do update set ${columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`
}

/** @param {import('node:http').IncomingMessage} req @param {string} method */
function checkProfile(req, method) {
  const profile = header(req, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile')
  if (profile && profile !== 'public') {
    throw restError(406, 'PGRST106', 'The schema must be one of the following: public', null, null)
  }
}

/** `Prefer: return=representation, count=exact` → Map. @param {string | undefined} value */
function parsePrefer(value) {
  /** @type {Map<string, string>} */
  const prefer = new Map()
  for (const token of (value ?? '').split(/[,;]/)) {
    const [key, setting] = token.trim().split('=')
    if (key && setting) prefer.set(key.trim(), setting.trim())
  }
  return prefer
}

/** @param {import('node:http').IncomingMessage} req */
async function readJsonBody(req) {
  const raw = (
    await readBody(req, BODY_LIMIT).catch(() => {
      throw restError(413, 'PGRST413', 'Payload too large')
    })
  ).toString('utf8')
  try {
    return JSON.parse(raw)
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json')
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** @param {import('./request-context.mjs').CallerError} caller */
function callerError(caller) {
  if (caller.error === 'missing') {
    return new ApiError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' })
  }
  const code = caller.error === 'expired' ? 'PGRST303' : 'PGRST301'
  return new ApiError(
    401,
    { code, details: null, hint: null, message: caller.message },
    {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${caller.message}"`,
    },
  )
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} error
 * @param {import('node:http').IncomingMessage} req
 * @param {string} jwtSecret
 */
function sendError(res, error, req, jwtSecret) {
  if (error instanceof ApiError) {
    sendJson(res, error.status, error.body, error.headers)
  } else if (isPostgresError(error)) {
    const caller = resolveCaller(req, jwtSecret)
    const role = 'role' in caller ? caller.role : 'anon'
    sendJson(res, statusForSqlState(error.code, role), postgrestBody(error))
  } else {
    sendJson(res, 500, { code: 'PGRST000', details: null, hint: null, message: error instanceof Error ? error.message : String(error) })
  }
}
