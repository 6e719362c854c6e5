import { describe, expect, it } from 'vitest'
import { launchGateDecision } from '../../vite/launchGate'

describe('what a build does about the launch check', () => {
  it.each([
    ['the local backend by default', {}, { runCheck: false, noindex: false }],
    ['the local backend by address', { VITE_SUPABASE_URL: 'http://127.0.0.1:51321' }, { runCheck: false, noindex: false }],
    ['localhost', { VITE_SUPABASE_URL: 'http://localhost:54321' }, { runCheck: false, noindex: false }],
    ['a hosted project', { VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' }, { runCheck: true, noindex: false }],
    [
      'a hosted project, as a preview',
      { VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co', LAUNCH_PREVIEW: '1' },
      { runCheck: false, noindex: true },
    ],
    [
      'a hosted project, preview set to anything but 1',
      { VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co', LAUNCH_PREVIEW: 'yes' },
      { runCheck: true, noindex: false },
    ],
  ])('for %s', (_label, env, decision) => {
    expect(launchGateDecision(env)).toEqual(decision)
  })
})
