// What the scheduled functions share (Deno only): their caller's secret check, and calls to the
// project's API with its secret key, which acts as service_role.

export const env = (name: string): string | undefined => Deno.env.get(name)?.trim() || undefined

/** Hosted projects hand functions their secret keys as JSON (SUPABASE_SECRET_KEYS); older ones the legacy service_role JWT. */
function secretKey(): string | undefined {
  const keys = env('SUPABASE_SECRET_KEYS')
  if (keys) {
    try {
      const parsed = JSON.parse(keys) as Record<string, unknown>
      const key = parsed.default ?? Object.values(parsed)[0]
      if (typeof key === 'string') return key
    } catch {
      // not JSON: fall through to the single-key variables
    }
  }
  return env('SUPABASE_SECRET_KEY') ?? env('SUPABASE_SERVICE_ROLE_KEY')
}

export const supabaseUrl = (env('SUPABASE_URL') ?? '').replace(/\/+$/, '')
export const apiKey = secretKey()

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Compares in constant time, so the secret cannot be guessed from response times. */
export function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let difference = a.length ^ b.length
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

/** A call to the project's API with the secret key; throws on any answer but 2xx. */
export async function serviceFetch(path: string, init: { method: string; body?: unknown }): Promise<unknown> {
  const response = await fetch(`${supabaseUrl}${path}`, {
    method: init.method,
    headers: { apikey: apiKey ?? '', Authorization: `Bearer ${apiKey ?? ''}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : null
}

/** A PostgREST RPC: the functions it calls are granted to service_role only. */
export const rpc = (name: string, args: Record<string, unknown>) => serviceFetch(`/rest/v1/rpc/${name}`, { method: 'POST', body: args })
