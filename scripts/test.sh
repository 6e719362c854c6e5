#!/usr/bin/env bash
# npm test: the whole quality gate. Every check starts as soon as what it needs is ready, so the two
# cores stay busy from the first second to the last (docs/decisions/test-gate.md). A check prints its
# output once it has passed; the first to fail stops the others, and its output is printed last.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/jobs.sh

# Debian's packages (faketime, PostgreSQL, WebKit's and Firefox's drivers, Chromium), installed with
# one apt-get where missing: on a new machine, from the first second.
job packages "" 'node scripts/debian-packages.mjs'

# 1. ESLint (with the layer rule of vite/lint/layers.js), the type check, Prettier, knip and Deno's
# type-check of the Edge Functions. The type check is TypeScript 7's native compiler
# (typescript-native), a sixth of TypeScript 5's CPU time; typescript-eslint and knip read
# TypeScript 5's API, which TypeScript 7 does not offer. Deno's check also fetches the functions' npm
# imports (pinned by their deno.lock) into Deno's cache, so the first e-mail of the tests does not
# wait for the download.
job eslint "" 'npx eslint --max-warnings=0 .'
job types "" 'node_modules/typescript-native/bin/tsc --noEmit -p .'
job format "" 'npx prettier --experimental-cli --check --log-level=warn .'
job knip "" 'npx knip --no-progress'
job functions "" 'node scripts/check-functions.mjs'

# 2. The unit tests, which read the sources only, and the production build, which fails if a warning
# line comes back at any of Vite's runs (scripts/build-output.mjs). Each again under the LTS Node of
# .nvmrc (scripts/lts-node) and a clock moved far from today (scripts/moved-clock.mjs): a test or a
# build that depends on the day it runs fails today. The second build is the deploy's dry run with
# complete owner facts (the launch check, the production build, `wrangler deploy --dry-run`), in a
# copy of the project, from the images the first build wrote; the rest of the gate reads dist/ as
# the machine's Node built it, at the real time.
# The build shows sample finished pieces (tests/fixtures/showcase): it has no database to read the
# owner's from, and the pages with photos are measured and tested with them; a production build
# refuses the variable (vite/showcasePhotos.ts), and this one is given it alone.
job unit "" 'npx vitest run --project "unit*"'
job unit-moved-clock "unit packages" 'node scripts/moved-clock.mjs bash scripts/lts-node/run.sh npx vitest run --project "unit*"'
job build "" 'set -o pipefail; SHOWCASE_FIXTURES=tests/fixtures/showcase npx vike build 2>&1 | node scripts/build-output.mjs'
job deploy-dry-run "build packages" 'node scripts/moved-clock.mjs bash scripts/lts-node/build.sh env OWNER_FACTS=tests/fixtures/owner.complete.ts node scripts/deploy.mjs --dry-run --env-file tests/fixtures/deploy.env'

# 3. The built site: links, illustrations, the first-load JavaScript budget; its tests again under
# the moved clock. With the build's environment: the sample pieces' tests know the build had them.
job built-site "build" 'SHOWCASE_FIXTURES=tests/fixtures/showcase npx vitest run --project dist && node scripts/bundle-report.mjs'
job built-site-moved-clock "build packages" 'SHOWCASE_FIXTURES=tests/fixtures/showcase node scripts/moved-clock.mjs npx vitest run --project dist'

# 4. The integration tests against the local backend (PGlite and PostgreSQL 15) with a real maildev
# inbox; then the built site on Cloudflare's runtime (wrangler pages dev), then in Chromium
# (Playwright, Debian's Chromium headless shell): these two share the build's backend port, and the
# CDN tests beside the integration files slowed both. Beside them, the contact flows in WebKit and
# Firefox through WebDriver, on ports of their own: they spend most of their time waiting (a service
# worker, a backoff, the backend coming back).
job integration "packages" 'npx vitest run --project integration'
job engines "packages build" 'npx vitest run --project engines'
job cdn "integration build" 'npx playwright test -c playwright.cdn.config.ts'
job browsers "cdn" 'npx playwright test'

# 5. The performance gate (Lighthouse, CPU calibrated to this machine, each page against its
# script-less twin), alone on the machine once everything else has passed. One Chromium per worker,
# a browser context of its own for each run: a launch less a run. Each page and its twin run once:
# since each task counts its thread time, no run of the gates came within half of a budget
# (docs/decisions/test-gate.md). The published figures (docs/performance.md) come from
# `npm run perf:twin`, 5 runs of each, a Chromium launched for each run as Lighthouse's CLI does
# (docs/decisions/performance-gate.md).
job lighthouse "${names[*]}" 'node scripts/lighthouse-gate.mjs --shared-browser --runs 1'

run_jobs
