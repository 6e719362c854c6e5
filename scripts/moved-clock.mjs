// @ts-check
// Runs a command under a clock moved far from today (Debian's faketime, installed with apt where
// missing): the gate runs the unit tests, the tests of the built site and the deploy's build again
// under it, so a test whose verdict depends on the day it runs fails on the day it is written,
// not weeks later (docs/decisions/test-gate.md). The instant is fixed, so a failure reproduces:
// 31 December 23:20 UTC, already 1 January in Paris: a new year, a public holiday, a Monday.
// Usage: node scripts/moved-clock.mjs <command> [args...]
import { spawnSync } from 'node:child_process'
import { ensureDebianPackages } from './debian-packages.mjs'

export const MOVED_CLOCK = '2034-12-31 23:20:00'

/** Installs Debian's faketime if it is missing, waiting for another apt-get of the gate to finish. */
const ensureFaketime = () => ensureDebianPackages(['faketime'])

const [command, ...args] = process.argv.slice(2)
if (command) {
  ensureFaketime()
  console.log(`Clock moved to ${MOVED_CLOCK} UTC`)
  // The clock starts at that instant and runs; the monotonic clock (timers, timeouts) is left alone.
  const { status, signal } = spawnSync('faketime', ['-f', `@${MOVED_CLOCK}`, command, ...args], {
    stdio: 'inherit',
    env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
  })
  process.exit(status ?? (signal ? 1 : 0))
}
