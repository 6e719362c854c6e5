// @ts-check
// `POST /rest/v1/rpc/<function>`: PostgREST's call of a function in `public` with named
// arguments from a JSON object. Run as the caller, so a function the role may not execute answers
// 42501 (401/403) as hosted. A set-returning or row-returning function answers a JSON array, a
// scalar one its value, a void one 204, as PostgREST 12 does.
import { restError } from './errors.mjs'
import { quoteIdent } from './schema-cache.mjs'

const FUNCTION_QUERY = `
  select p.proretset as returns_set,
         p.prorettype = 'pg_catalog.void'::regtype as returns_void,
         t.typtype = 'c' or p.prorettype = 'pg_catalog.record'::regtype as returns_row,
         coalesce(p.proargnames[1:p.pronargs], '{}') as arg_names,
         (select coalesce(json_agg(format_type(oid, null) order by ord), '[]') from unnest(p.proargtypes::oid[]) with ordinality as a(oid, ord))::text as arg_types
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type t on t.oid = p.prorettype
   where n.nspname = 'public' and p.proname = $1::text
   order by p.pronargs desc`

/**
 * @param {import('./database.mjs').Executor} tx  a superuser executor (before the role switch)
 * @param {string} name
 * @param {unknown} body
 * @returns {Promise<{ sql: string, params: unknown[], returnsVoid: boolean }>}
 */
export async function rpcStatement(tx, name, body) {
  const args = body === undefined || body === null ? {} : body
  if (typeof args !== 'object' || Array.isArray(args)) throw restError(400, 'PGRST102', 'Empty or invalid json')
  const given = Object.keys(args)
  const { rows } = await tx.query(FUNCTION_QUERY, [name])
  const candidate = rows.find((row) => given.every((key) => row.arg_names.includes(key)))
  if (!candidate) {
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      null,
      'Perhaps you meant to call the function with different arguments.',
    )
  }
  /** @type {string[]} */
  const types = JSON.parse(candidate.arg_types)
  /** @type {unknown[]} */
  const params = []
  const list = given.map((key) => {
    const value = /** @type {Record<string, unknown>} */ (args)[key]
    params.push(value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value))
    const type = types[candidate.arg_names.indexOf(key)] ?? 'text'
    // A JSON array for an array argument becomes that array, as PostgREST does.
    if (Array.isArray(value) && type.endsWith('[]'))
      return `${quoteIdent(key)} => array(select pg_catalog.json_array_elements_text($${params.length}::json))::${type}`
    return `${quoteIdent(key)} => $${params.length}::text::${type}`
  })
  const call = `public.${quoteIdent(name)}(${list.join(', ')})`
  if (candidate.returns_void) return { sql: `select ${call}`, params, returnsVoid: true }
  const sql =
    candidate.returns_set || candidate.returns_row
      ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`
      : `select to_json(${call})::text as body`
  return { sql, params, returnsVoid: false }
}
