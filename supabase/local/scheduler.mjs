// @ts-check
// pg_cron's place locally: each job's SQL, as the migrations schedule it on a hosted project, run
// by a timer in the server, and recorded as pg_cron records it (cron.job, cron.job_run_details,
// emulated in baseline.sql), which the health report reads.

/** @typedef {{ name: string, schedule: string, sql: string, intervalMs: number }} Job */

/**
 * @param {{ db: import('./database.mjs').Database, jobs: Job[], log: (line: string) => void }} options
 */
export function startScheduler({ db, jobs, log }) {
  let closed = false
  /** @type {Map<string, Promise<any[]>>} */
  const runningJobs = new Map()

  const registered = Promise.all([
    // A job this server does not run (the sweep, without a mail server) is not reported as scheduled.
    db.query(`update cron.job set active = false where jobname <> all($1::text[])`, [jobs.map((job) => job.name)]),
    ...jobs.map((job) =>
      db.query(
        `insert into cron.job (jobname, schedule, command) values ($1::text, $2::text, $3::text)
         on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true`,
        [job.name, job.schedule, job.sql],
      ),
    ),
  ])

  /** @param {Job} job */
  async function recorded(job) {
    await registered
    const { rows } = await db.query(
      `insert into cron.job_run_details (jobid, command, status, start_time)
       select jobid, command, 'running', now() from cron.job where jobname = $1::text returning runid`,
      [job.name],
    )
    const finish = (/** @type {string} */ status, /** @type {string} */ message) =>
      db.query(`update cron.job_run_details set status = $2::text, return_message = $3::text, end_time = now() where runid = $1::bigint`, [
        rows[0].runid,
        status,
        message,
      ])
    try {
      const result = await db.query(job.sql)
      await finish('succeeded', `${result.rows.length} row${result.rows.length === 1 ? '' : 's'}`)
      return result.rows
    } catch (error) {
      await finish('failed', error instanceof Error ? error.message : String(error))
      throw error
    }
  }

  /** @param {Job} job */
  function run(job) {
    const current = runningJobs.get(job.name)
    if (current) return current // as pg_cron: one run of a job at a time
    const started = recorded(job).finally(() => runningJobs.delete(job.name))
    runningJobs.set(job.name, started)
    return started
  }

  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (!closed) run(job).catch((error) => log(`job ${job.name}: ${error instanceof Error ? error.message : String(error)}`))
    }, job.intervalMs)
    timer.unref()
    return timer
  })

  return {
    /** Runs a job now, as its schedule would; resolves with the rows its SQL returned. @param {string} name */
    run(name) {
      const job = jobs.find((candidate) => candidate.name === name)
      if (!job) throw new Error(`no scheduled job named ${name}`)
      return run(job)
    },
    async close() {
      closed = true
      timers.forEach(clearInterval)
      await Promise.allSettled([...runningJobs.values()])
    },
  }
}
