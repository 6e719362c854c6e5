// @ts-check
// What PostgREST calls its schema cache: the tables of `public`, their columns (with the
// type each value is cast to) and primary keys. Identifiers in a request are checked against
// it before they are quoted into SQL.

/** @typedef {{ name: string, columns: Map<string, string>, primaryKey: string[] }} TableInfo */

const TABLE_QUERY = `
  select c.relname as name,
    (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
       from pg_catalog.pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    (select json_agg(a.attname order by a.attnum)
       from pg_catalog.pg_index i
       join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])
      where i.indrelid = c.oid and i.indisprimary) as primary_key
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relname = $1::text and c.relkind in ('r', 'v', 'm', 'p', 'f')`

export function createSchemaCache() {
  /** @type {Map<string, TableInfo | null>} */
  const tables = new Map()
  return {
    /**
     * @param {import('./database.mjs').Executor} tx  a superuser executor
     * @param {string} name
     * @returns {Promise<TableInfo | null>}
     */
    async table(tx, name) {
      const cached = tables.get(name)
      if (cached) return cached
      const { rows } = await tx.query(TABLE_QUERY, [name])
      const row = rows[0]
      if (!row) return null
      const columns = typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns
      const primaryKey = typeof row.primary_key === 'string' ? JSON.parse(row.primary_key) : row.primary_key
      /** @type {TableInfo} */
      const info = {
        name,
        columns: new Map((columns ?? []).map((/** @type {{ name: string, type: string }} */ c) => [c.name, c.type])),
        primaryKey: primaryKey ?? [],
      }
      tables.set(name, info)
      return info
    },
    /** Forget everything, e.g. after arbitrary SQL ran. */
    clear() {
      tables.clear()
    },
  }
}

/** @typedef {ReturnType<typeof createSchemaCache>} SchemaCache */

/** Quotes an identifier already checked against the catalog. @param {string} name */
export function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`
}
