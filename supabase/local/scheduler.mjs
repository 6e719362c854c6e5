// @ts-check
// pg_cron's place locally: each job's SQL, as the migrations schedule it on a hosted project, run
// by a timer in the server.

/** @typedef {{ name: string, sql: string, intervalMs: number }} Job */

/**
 * @param {{ db: import('./database.mjs').Database, jobs: Job[], log: (line: string) => void }} options
 */
export function startScheduler({ db, jobs, log }) {
  let closed = false
  /** @type {Map<string, Promise<any[]>>} */
  const runningJobs = new Map()

  /** @param {Job} job */
  function run(job) {
    const current = runningJobs.get(job.name)
    if (current) return current // as pg_cron: one run of a job at a time
    const started = db
      .query(job.sql)
      .then((result) => result.rows)
      .finally(() => runningJobs.delete(job.name))
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
