// `npm ci` refuses (EBADPLATFORM) a package whose `os`, `cpu` or `libc` excludes the machine unless
// npm records it as optional, which it does when every path to it goes through an optional
// dependency: the machine's build of a tool is then installed and the others are skipped. npm's
// --os/--cpu flags do not reproduce the refusal, so the lock file is read instead.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

type LockEntry = { os?: string[]; cpu?: string[]; libc?: string[]; optional?: boolean; dev?: boolean; devOptional?: boolean }
type Lock = { lockfileVersion: number; packages: Record<string, LockEntry> }

const lockFiles = ['package-lock.json', 'scripts/lts-node/package-lock.json']
const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Lock

const restricted = (lock: Lock) => Object.entries(lock.packages).filter(([, entry]) => entry.os || entry.cpu || entry.libc)

/**
 * The platform-restricted entries npm would refuse on another machine. Only `optional` spares one:
 * `devOptional` means reached through a dev dependency or an optional one, so a plain `npm ci`
 * (dev dependencies included) still requires it.
 */
const requiredOnEveryPlatform = (lock: Lock) =>
  restricted(lock)
    .filter(([, entry]) => entry.optional !== true)
    .map(([path]) => path)

describe.each(lockFiles)('%s', (file) => {
  const lock = read(file)

  it('is a lock file whose entries carry npm 7+ flags', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2)
    // Platform builds are there to check (Deno's, esbuild's, sharp's…), so the next test reads something.
    if (file === 'package-lock.json') expect(restricted(lock).length).toBeGreaterThan(0)
  })

  it('has no platform-restricted package that npm would require', () => {
    expect(requiredOnEveryPlatform(lock)).toEqual([])
  })
})

describe('the check itself', () => {
  const entry = (flags: Omit<LockEntry, 'os' | 'cpu'>): LockEntry => ({ os: ['linux'], cpu: ['x64'], ...flags })
  it('refuses a required, a dev-only or a dev-or-optional platform build, and accepts an optional one', () => {
    const lock: Lock = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/required': entry({}),
        'node_modules/dev-only': entry({ dev: true }),
        'node_modules/dev-or-optional': entry({ devOptional: true }),
        'node_modules/optional': entry({ optional: true }),
        'node_modules/dev-optional': entry({ dev: true, optional: true }),
        'node_modules/libc-only': { libc: ['glibc'] },
        'node_modules/portable': {},
      },
    }
    expect(requiredOnEveryPlatform(lock)).toEqual(['node_modules/required', 'node_modules/dev-only', 'node_modules/dev-or-optional', 'node_modules/libc-only'])
  })
})
