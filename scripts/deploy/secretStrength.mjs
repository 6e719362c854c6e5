// @ts-check
// What makes a deploy secret one nobody else has and nobody can guess: never a value the local
// backend publishes (supabase/local/keys.mjs: with it anyone signs a visit's action or reads the
// calendar feed), and, for the secrets the deploy's own functions check, long and strong by
// zxcvbn's estimate (words, names, keyboard walks, sequences, repeats and dates count for little).
// A length alone let `'a' × 32` through.
import { randomBytes } from 'node:crypto'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as localKeys from '../../supabase/local/keys.mjs'

/** The least estimate of guesses (as a power of ten) a generated secret must need: about 100 bits. */
const MIN_GUESSES_LOG10 = 30
const MIN_LENGTH = 32

/** @type {Set<unknown>} */
const published = new Set(Object.values(localKeys).filter((value) => typeof value === 'string'))

/** @type {ZxcvbnFactory | undefined} */
let estimator
/** The estimates already made (zxcvbn takes tens of milliseconds a value; the tests check the same ones often). @type {Map<string, number>} */
const estimates = new Map()

/** Why `value` cannot be a deploy secret, or null. @param {string} value */
export function publishedSecretProblem(value) {
  return published.has(value) ? 'is a value the local backend publishes (supabase/local/keys.mjs): anyone could use it' : null
}

/** Why `value` cannot be one of the secrets the functions check, or null. @param {string} value */
export function strongSecretProblem(value) {
  const known = publishedSecretProblem(value)
  if (known) return known
  if (value.length < MIN_LENGTH) return `must be a random string of ${MIN_LENGTH} characters at least (npm run deploy -- --new-secrets writes one)`
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })
  let guessesLog10 = estimates.get(value)
  if (guessesLog10 === undefined) estimates.set(value, (guessesLog10 = estimator.check(value).guessesLog10))
  return guessesLog10 < MIN_GUESSES_LOG10
    ? `can be guessed (words, sequences or repeats: about 10^${Math.floor(guessesLog10)} guesses): use a random string (npm run deploy -- --new-secrets writes one)`
    : null
}

/** A new secret: 32 random bytes, in the 43 characters of base64url. */
export const newSecret = () => randomBytes(32).toString('base64url')
