import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { solveChallenge } from './proofOfWork'
import { challengeBits } from './proofOfWorkChallenge'

const signature = 'ab'.repeat(32)

/** Leading zero bits of SHA-256 of `text`, computed apart from the solver. */
function zeroBits(text: string): number {
  let bits = 0
  for (const byte of createHash('sha256').update(text, 'utf8').digest()) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24
    bits += 8
  }
  return bits
}

describe('the proof of work asked above the site-wide ceiling', () => {
  it('reads the zero bits a challenge asks, and nothing from a text that is not one', () => {
    expect(challengeBits(`18:1765300000:${signature}`)).toBe(18)
    expect(challengeBits(`18:1765300000:${signature}:7`)).toBeNull()
    expect(challengeBits(`18:1765300000:${signature.slice(2)}`)).toBeNull()
    expect(challengeBits('too many contact messages')).toBeNull()
  })

  it('finds a counter whose SHA-256 starts with the bits asked, and appends it to the challenge', async () => {
    for (const bits of [1, 8, 12]) {
      const challenge = `${bits}:1765300000:${signature}`
      const proof = await solveChallenge(challenge)
      expect(proof).toMatch(new RegExp(`^${challenge}:[0-9]+$`))
      expect(zeroBits(proof!)).toBeGreaterThanOrEqual(bits)
    }
  })

  it('gives up after the counters it was allowed, and on a text that is not a challenge', async () => {
    expect(await solveChallenge(`30:1765300000:${signature}`, 512)).toBeNull()
    expect(await solveChallenge('not a challenge')).toBeNull()
  })
})
