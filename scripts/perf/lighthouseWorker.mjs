// @ts-check
// Lighthouse runs in a process of their own, one at a time, for the gate's parallel runs: the gate
// starts one such process per core, pinned to that core (taskset), and the Chromium each run
// launches inherits the pin, so two runs at once do not take CPU from each other.
// Asked over IPC with { url, deviceFactor, file }: writes the run's report to `file`, answers { ok }
// or { error }.
import { writeFileSync } from 'node:fs'
import { runLighthouse } from './lighthouseRun.mjs'

process.on('message', async (/** @type {{ url: string, deviceFactor: number, file: string }} */ job) => {
  try {
    const { lhr } = await runLighthouse(job.url, { deviceFactor: job.deviceFactor })
    writeFileSync(job.file, JSON.stringify(lhr))
    process.send?.({ ok: true })
  } catch (error) {
    process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})
process.on('disconnect', () => process.exit(0))
