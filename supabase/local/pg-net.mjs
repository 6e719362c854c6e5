// @ts-check
// pg_net's background worker, locally: sends the HTTP requests that net.http_post (baseline.sql)
// queued, once their transaction has committed, and records each answer in net._http_response.
// Nobody waits for them: the insert that queued one has already been answered.
/**
 * @param {{ db: import('./database.mjs').Database, intervalMs?: number, log: (line: string) => void }} options
 */
export function startPgNetWorker({ db, intervalMs = 2000, log }) {
  /** @type {Set<Promise<void>>} */
  const inflight = new Set()
  const aborts = new AbortController()
  /** @type {Promise<void> | null} */
  let draining = null
  let again = false
  let closed = false

  /** Sends what is queued; a call during a drain makes that drain look again, and waits for it. */
  function drain() {
    if (closed) return Promise.resolve()
    if (draining) {
      again = true
      return draining
    }
    draining = (async () => {
      try {
        do {
          again = false
          const { rows } = await db.query(
            `delete from net.http_request_queue where id in (select id from net.http_request_queue order by id limit 50)
             returning id, method, url, headers, convert_from(coalesce(body, ''::bytea), 'UTF8') as body, timeout_milliseconds`,
          )
          for (const row of rows) {
            const sending = send(row).finally(() => inflight.delete(sending))
            inflight.add(sending)
          }
          if (rows.length === 50) again = true
        } while (again && !closed)
      } catch (error) {
        if (!closed) log(`pg_net: ${error instanceof Error ? error.message : String(error)}`)
      } finally {
        draining = null
      }
    })()
    return draining
  }

  /** @param {{ id: number, method: string, url: string, headers: unknown, body: string, timeout_milliseconds: number }} row */
  async function send(row) {
    const headers = /** @type {Record<string, string>} */ (typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers)
    /** @type {{ status: number | null, type: string | null, headers: string | null, content: string | null, timedOut: boolean, error: string | null }} */
    let result
    try {
      const signal = AbortSignal.any([aborts.signal, AbortSignal.timeout(row.timeout_milliseconds)])
      const response = await fetch(row.url, { method: row.method, headers, body: row.method === 'GET' ? undefined : row.body, signal })
      result = {
        status: response.status,
        type: response.headers.get('content-type'),
        headers: JSON.stringify(Object.fromEntries(response.headers)),
        content: await response.text(),
        timedOut: false,
        error: null,
      }
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      result = { status: null, type: null, headers: null, content: null, timedOut, error: error instanceof Error ? error.message : String(error) }
    }
    if (closed) return
    await db
      .query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1::bigint, $2::int, $3::text, $4::jsonb, $5::text, $6::boolean, $7::text)`,
        [row.id, result.status, result.type, result.headers, result.content, result.timedOut, result.error],
      )
      .catch(() => undefined)
  }

  const timer = setInterval(() => void drain(), intervalMs)
  timer.unref()

  return {
    /** Looks at the queue now (after a request that may have queued something). */
    kick() {
      setImmediate(() => void drain())
    },
    /** Sends what is queued and waits for every answer: for tests. */
    async settle() {
      do {
        await drain()
        await Promise.allSettled([...inflight])
      } while (inflight.size > 0)
    },
    async close() {
      closed = true
      clearInterval(timer)
      const deadline = new Promise((resolve) => setTimeout(resolve, 3_000).unref())
      await Promise.race([Promise.allSettled([...inflight]), deadline])
      aborts.abort()
    },
  }
}
