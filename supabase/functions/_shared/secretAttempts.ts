// The throttle on wrong secrets of the functions read with a secret of their own (the calendar feed,
// the health check): a client that gave 10 wrong ones within 15 minutes is answered 429 until the
// window ends, its right secret included (migrations/20261208001100_secret_attempts.sql).
import { env, rpc, sameSecret } from './serviceApi.ts'

/** The client's address as the platform's gateway passes it on (the first hop it recorded). */
function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('cf-connecting-ip')?.trim() || ''
}

/**
 * The secrets accepted under `name`: the current one, and during a rotation the one it replaces
 * (`<name>_PREVIOUS`), so that what still uses the old one keeps working until it is changed.
 */
export const acceptedSecrets = (name: string): string[] => [env(name), env(`${name}_PREVIOUS`)].filter((value): value is string => Boolean(value))

/** Whether `given` is one of `secrets`, each compared in constant time. */
export const isOneOf = (given: string | null, secrets: string[]) => secrets.map((secret) => sameSecret(given, secret)).includes(true)

export type Attempt = 'right' | 'wrong' | 'throttled'

/** Compares the secret given, counts a wrong one, and says whether the client is held back. */
export async function attempt(scope: 'visit_feed' | 'health', request: Request, given: string | null, secrets: string[]): Promise<Attempt> {
  const succeeded = isOneOf(given, secrets)
  return (await rpc('secret_attempt', { scope, client: clientAddress(request), succeeded })) as Attempt
}

/** The answer to a client held back: when it may try again, and nothing else. */
export const throttled = () => new Response(null, { status: 429, headers: { 'Retry-After': '900', 'Cache-Control': 'no-store' } })
