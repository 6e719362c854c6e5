// Knip: files, exports and dependencies that nothing uses (https://knip.dev). Its plugins find the
// entries of Vite, Vitest, Playwright and ESLint from their configs; the others are listed here.
import { defineConfig } from 'knip/config'

export default defineConfig({
  entry: [
    // Vike's files, found by their names (https://vike.dev/config).
    'pages/**/+*.{ts,tsx}',
    // The service worker, built on its own by vite/pwa.ts.
    'features/pwa/sw.ts',
    // A feature's public entry: the layer rule (vite/lint/layers.js) reads it, and the other
    // features import the modules it names.
    'features/*/index.ts',
    // Commands run with node: npm scripts, the test gate, the README's recipes, worker processes.
    'scripts/*.mjs',
    'scripts/perf/lighthouseRun.mjs',
    'scripts/perf/lighthouseWorker.mjs',
    // Owner's facts modules the build and the launch check load by path (OWNER_FACTS).
    'tests/fixtures/owner.*.ts',
    // The Edge Functions, which Deno runs.
    'supabase/functions/*/index.ts',
  ],
  playwright: { config: ['playwright.config.ts', 'playwright.cdn.config.ts'] },
  // A stylesheet's @import is an import (styles/global.css imports @unocss/reset).
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n') },
  // Run by their paths: node_modules/.bin/wrangler (tests/cdn/workersDev.ts), node_modules/.bin/deno
  // (scripts/test.sh) and deno's own launcher, resolved with createRequire (supabase/local/functions.mjs),
  // TypeScript 7's compiler (npm run typecheck, scripts/test.sh), Supabase's type generator, run by
  // its path (tests/integration/database-types.test.ts).
  ignoreDependencies: ['wrangler', 'deno', 'typescript-native', '@supabase/postgres-meta'],
  // Debian's programs, installed with apt (scripts/ensure-*.mjs, scripts/moved-clock.mjs), not npm packages.
  ignoreBinaries: ['taskset', 'Xvfb', 'WebKitWebDriver', 'grammalecte-cli', 'faketime'],
  ignoreIssues: {
    // Deno resolves the Edge Functions' npm imports through their deno.json, not package.json.
    'supabase/functions/**': ['unlisted'],
    // Generated whole (tests/integration/database-types.test.ts): its helpers are used or not.
    'supabase/functions/_shared/database.ts': ['exports', 'types'],
  },
})
