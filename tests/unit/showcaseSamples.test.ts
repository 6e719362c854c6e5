// The sample finished pieces (tests/fixtures/showcase) are for the test gate's build only: a build
// that may go online (for the hosted project, a production address, a preview) refuses them.
import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { sampleShowcaseProblem, showcasePhotos } from '../../vite/showcasePhotos'

const hosted = 'https://abcdefghijklmnopqrst.supabase.co'

describe('which builds may show the sample pieces', () => {
  it.each([
    ['the local backend by default', {}],
    ['the local backend by address', { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }],
    ['a local site address', { VITE_SITE_URL: 'http://127.0.0.1:3000' }],
  ])('%s may', (_label, env) => {
    expect(sampleShowcaseProblem(env)).toBeNull()
  })

  it.each([
    ['a hosted project', { VITE_SUPABASE_URL: hosted }, 'hosted project'],
    ['a hosted project, as a preview', { VITE_SUPABASE_URL: hosted, LAUNCH_PREVIEW: '1' }, 'hosted project'],
    ['the production address', { VITE_SITE_URL: 'https://www.maison-bologne.fr' }, 'https://www.maison-bologne.fr'],
    ['a preview', { LAUNCH_PREVIEW: '1' }, 'preview'],
  ])('%s may not', (_label, env, reason) => {
    expect(sampleShowcaseProblem(env)).toContain(reason)
  })

  it('stops a production build given the samples, whether the variables come from the environment or a .env file', () => {
    const plugin = showcasePhotos()
    const resolve = (env: Record<string, string>) => (plugin.configResolved as (config: ResolvedConfig) => void)({ env } as unknown as ResolvedConfig)
    expect(() => resolve({ SHOWCASE_FIXTURES: 'tests/fixtures/showcase', VITE_SUPABASE_URL: hosted, VITE_SITE_URL: 'https://www.maison-bologne.fr' })).toThrow(
      /SHOWCASE_FIXTURES .* hosted project .*: unset it/,
    )
    expect(() => resolve({ SHOWCASE_FIXTURES: 'tests/fixtures/showcase' })).not.toThrow()
    expect(() => resolve({})).not.toThrow()
  })
})
