import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { iconSpritePlugin } from './vite/iconSprite.ts'
import { ownerFacts } from './vite/ownerFacts.ts'
import { weeklyHours } from './vite/weeklyHours.ts'

// Unit tests run beside the code and under tests/unit; integration tests talk to the local
// Supabase-compatible backend and a real PostgreSQL, each file to backends of its own (a copy of
// the migrated database, ports of its own), so two files run at once; dist tests
// read the prerendered site, so they run after `npx vike build`; engines tests drive WebKit and
// Firefox through the built site too.
const unitTests = [
  'lib/**/*.test.ts',
  'features/**/*.test.{ts,tsx}',
  'components/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'scripts/launch-check/*.test.ts',
]
// The unit files that mock a module (vi.mock), stub a global or the environment, or import a module
// afresh under a changed environment: each in a module graph of its own.
const unitTestsIsolated = [
  'lib/buildTime.test.ts',
  'features/opening-hours/calendar.test.ts',
  'features/opening-hours/openingStatusAt.test.ts',
  'features/contact/delivery.test.ts',
  'features/contact/outbox/drain.test.ts',
  'features/contact/outbox/store.test.ts',
  'tests/unit/lighthouseInternals.test.ts',
  'tests/unit/vikeReactInternals.test.tsx',
  'tests/unit/legalPagesFacts.test.tsx',
  'tests/unit/contactAsBuilt.test.tsx',
]

export default defineConfig({
  // Components draw their icons from the sprite's URL, a virtual module. The tests read the owner's
  // facts the build read (OWNER_FACTS, vite/ownerFacts.ts), and the words of the hours the database
  // is seeded with (vite/weeklyHours.ts; the calendar's tests build hours of their own).
  plugins: [iconSpritePlugin(), ownerFacts(), weeklyHours({ readDatabase: false })],
  resolve: { alias: { '#': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: unitTestsIsolated,
          environment: 'node',
          // The files share their modules, each imported once per worker, which is most of a unit
          // file's time: those that replace modules, globals or the environment run apart (below).
          isolate: false,
          // Each file then ends on the real clock, whatever a test left.
          setupFiles: ['tests/unit/realTimersAfterEachFile.ts'],
          // Some tests walk every hour of a year or load Lighthouse's modules: seconds on a busy
          // machine, beside the build. A unit test checks what code does, never how fast.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: unitTestsIsolated,
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The migrated databases every file's backends are copied from, made once per run.
          globalSetup: ['tests/integration/helpers/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Much of a file's time is spent waiting (servers starting, e-mails arriving), so two run
          // at a time.
          maxWorkers: 2,
          // Each worker imports the backend, supabase-js and the helpers once for all its files, not
          // once per file: no file replaces a module, a global or the environment, and each starts
          // backends of its own (docs/decisions/test-gate.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The contact flows in WebKit and Firefox (docs/decisions/browsers-tested.md): one browser
          // per engine, one engine at a time (both at once, WebKit's sends sometimes stalled, a cause
          // not understood; docs/decisions/test-gate.md), each on ports of its own, so the other tests
          // run beside them.
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          // As the Playwright tests in CI: one more try for a flow that met a busy host.
          retry: process.env.CI ? 1 : 0,
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dist',
          include: ['tests/dist/**/*.test.ts'],
          environment: 'node',
          // The files read the build and mock nothing: they share their modules, as the unit files do.
          isolate: false,
        },
      },
    ],
  },
})
