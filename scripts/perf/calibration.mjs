// @ts-check
// Lighthouse's simulated throttling multiplies the CPU time it observed on this host. The default
// 4x stands for a mid-range phone on a host whose benchmark index is about 1,533: on a slower host
// it simulates a slower phone. Below that index the gate takes the multiplier Lighthouse's CPU
// throttling calculator gives (computeMultiplierMessages, linked from its throttling docs), so a
// slow or busy machine does not fail the pages for its own slowness:
// https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md
//
// At or above the reference index it keeps Lighthouse's own 4x, the multiplier the budgets were
// written for. The calculator's line goes on rising there (2,000 = 6x, its last data point; 2,600 =
// 8.6x, with a confidence range of 5.8x to 11.4x), but on a small shared host it does not describe
// the host: there the script-less twins alone, with no script at all, went over the TBT budget at
// the calculator's multipliers (docs/decisions/performance-gate.md). `--device 1.5` measures the
// slower phone (6x).

/** The reference device, as Lighthouse's default mobile preset defines it. */
const referenceSlowdown = 4

/** The benchmark index from which the calculator's multiplier reaches the reference's (1,300 + 233). */
export const referenceIndex = 1533

/**
 * CPU slowdown that makes this host (benchmark index `index`) emulate the reference phone, never
 * beyond Lighthouse's default; `deviceFactor` 1.5 emulates a phone 1.5 times slower (6x).
 * @param {number} index
 * @param {number} [deviceFactor]
 */
export function calibratedSlowdown(index, deviceFactor = 1) {
  const calculator = index >= 1300 ? 3 + (index - 1300) / 233 : index >= 800 ? 2 + (index - 800) / 500 : 1 + (index - 150) / 650
  return Math.round(Math.min(referenceSlowdown, Math.max(1, calculator)) * deviceFactor * 100) / 100
}

/**
 * Whether a page's run reads the benchmark index a second time, once its page has gone quiet
 * (lighthouseRun.mjs), and keeps the faster reading. A reading taken while other processes held the
 * CPU understates the host, so a page's run given the multiplier of that reading alone would be
 * simulated on a faster phone than the reference: the page reads again when its first reading is
 * below the reference (at or above it, the multiplier is the reference's whatever a second reading
 * says).
 *
 * The script-less twin reads nothing: it runs once its page's run has ended and takes that run's
 * index (lighthouse-gate.mjs), so a page and its twin are compared on the same simulated phone, and
 * the benchmark's noise between two readings, which is wide, does not enter the comparison. It also
 * spares each twin run the benchmark's own time.
 * @param {number} firstIndex
 */
export function readsBenchmarkAgain(firstIndex) {
  return firstIndex < referenceIndex
}
