// @ts-check
// Lighthouse's simulated throttling multiplies the CPU time it observed on this host. The default
// 4x stands for a mid-range phone only on a host whose benchmark index is about 1,533: on a slower
// host it simulates a slower phone, on a faster one a faster phone. Lighthouse's CPU throttling
// calculator (computeMultiplierMessages, linked from its throttling docs) gives the multiplier that
// emulates the same phone from the index measured on this host:
// https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md

/** The reference device, as Lighthouse's default mobile preset defines it. */
export const referenceSlowdown = 4

/**
 * CPU slowdown that makes this host (benchmark index `index`) emulate the device that the default
 * 4x emulates on a 1,533 host; `deviceFactor` 1.5 emulates a phone 1.5 times slower (6x).
 * @param {number} index
 * @param {number} [deviceFactor]
 */
export function calibratedSlowdown(index, deviceFactor = 1) {
  const base = index >= 1300 ? 3 + (index - 1300) / 233 : index >= 800 ? 2 + (index - 800) / 500 : 1 + (index - 150) / 650
  return Math.round(Math.max(1, base) * deviceFactor * 100) / 100
}
