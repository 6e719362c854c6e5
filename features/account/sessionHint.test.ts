import { createClient, type RealtimeClientOptions } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { authSessionMayExist, authStorageKey, isStoredSession, urlCarriesSession } from './sessionHint'

const noUrlSession = { hash: '', search: '' }
const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null })
const session = JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', expires_at: 2_000_000_000, user: { id: 'u' } })

// Node 20 has no WebSocket and supabase-js builds its Realtime client eagerly: a transport never used.
class NoRealtime {
  constructor() {
    throw new Error('no Realtime here')
  }
}

describe('the key of a stored session', () => {
  it.each([
    ['http://127.0.0.1:54341', 'sb-127-auth-token'],
    ['http://127.0.0.1:54321/', 'sb-127-auth-token'],
    ['https://abcdefghijklmnop.supabase.co', 'sb-abcdefghijklmnop-auth-token'],
    ['http://localhost:54321', 'sb-localhost-auth-token'],
  ])('for %s is %s, the key supabase-js itself uses', (url, key) => {
    expect(authStorageKey(url)).toBe(key)
    const client = createClient(url, 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeClientOptions['transport']> },
    })
    expect((client as unknown as { storageKey: string }).storageKey).toBe(key)
  })
})

describe('whether a session may exist', () => {
  it('is no for a visitor with nothing stored and a plain URL', () => {
    expect(authSessionMayExist('http://127.0.0.1:54341', storageWith({}), noUrlSession)).toBe(false)
  })

  it('is yes with a session stored under the key of this Supabase URL only', () => {
    expect(authSessionMayExist('http://127.0.0.1:54341', storageWith({ 'sb-127-auth-token': session }), noUrlSession)).toBe(true)
    expect(authSessionMayExist('https://abcd.supabase.co', storageWith({ 'sb-127-auth-token': session }), noUrlSession)).toBe(false)
  })

  it('is no for a stored value supabase-js could not restore', () => {
    for (const raw of ['', 'not json', 'null', '42', '{}', '{"access_token":1}']) expect(isStoredSession(raw)).toBe(false)
    expect(isStoredSession(session)).toBe(true)
    expect(isStoredSession('{"refresh_token":"r"}')).toBe(true)
  })

  it('is yes when an e-mail link brings a session in the hash or a code in the query', () => {
    expect(urlCarriesSession({ hash: '#access_token=abc&refresh_token=def&type=recovery', search: '' })).toBe(true)
    expect(urlCarriesSession({ hash: '#type=signup&access_token=abc', search: '' })).toBe(true)
    expect(urlCarriesSession({ hash: '', search: '?code=1234' })).toBe(true)
    expect(urlCarriesSession({ hash: '#contenu', search: '?service=reparation' })).toBe(false)
    expect(authSessionMayExist('http://127.0.0.1:54341', storageWith({}), { hash: '#access_token=abc', search: '' })).toBe(true)
  })

  it('is no when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(authSessionMayExist('http://127.0.0.1:54341', refusing, noUrlSession)).toBe(false)
    expect(authSessionMayExist('http://127.0.0.1:54341', null, noUrlSession)).toBe(false)
  })
})
