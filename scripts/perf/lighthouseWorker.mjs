// @ts-check
// Lighthouse runs in a process of their own, one at a time, for the gate's parallel runs: the gate
// starts one such process per core, pinned to that core (taskset), and the Chromium each run
// launches inherits the pin, so two runs at once do not take CPU from each other. Started with
// --shared-browser (the gate's), one Chromium, launched at once, serves all its runs, each in a
// browser context of its own (lighthouseRun.mjs), sparing a Chromium launch a run.
// Asked over IPC with { url, deviceFactor, file, twinOf } (twinOf: for a script-less twin, the
// benchmark index of its page's run), or { url, deviceFactor, file, observed: { benchmarkIndex,
// scriptless } } for a run with observed throttling (observedRun.mjs): writes the run's report to
// `file`, answers { ok } or { error }.
import { writeFileSync } from 'node:fs'
import { launchChrome, runLighthouse } from './lighthouseRun.mjs'
import { runObservedLighthouse } from './observedRun.mjs'

const chrome = process.argv.includes('--shared-browser') ? launchChrome() : undefined
// A launch that fails is reported by the first job that awaits it.
chrome?.catch(() => undefined)
process.on(
  'message',
  async (
    /** @type {{ url: string, deviceFactor: number, file: string, twinOf?: number, observed?: { benchmarkIndex: number, scriptless: boolean, link: import('./flags.mjs').Link } }} */ job,
  ) => {
    try {
      const { lhr } = job.observed
        ? await runObservedLighthouse(job.url, { deviceFactor: job.deviceFactor, ...job.observed })
        : await runLighthouse(job.url, { deviceFactor: job.deviceFactor, chrome: await chrome, twinOf: job.twinOf })
      writeFileSync(job.file, JSON.stringify(lhr))
      process.send?.({ ok: true })
    } catch (error) {
      process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    }
  },
)
process.on('disconnect', async () => {
  // A Chromium that never started has nothing to close.
  await chrome?.then(
    (started) => started.close(),
    () => undefined,
  )
  process.exit(0)
})
