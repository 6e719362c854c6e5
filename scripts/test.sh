#!/usr/bin/env bash
# npm test: the whole quality gate, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's heading says how long the run has taken so far.
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$1" "$SECONDS"; }

# Runs its commands at the same time, each one's output kept apart and printed in order once all
# have ended; fails if any failed. For steps that mostly wait (servers, browsers, e-mails) or that
# use one core each, so that two of them share this machine's cores.
together() {
  local dir status=0 i
  dir=$(mktemp -d)
  local pids=()
  i=0
  for command in "$@"; do
    bash -c "$command" >"$dir/$i" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then status=1; fi
  done
  for i in "${!pids[@]}"; do cat "$dir/$i"; done
  rm -rf "$dir"
  return $status
}

# Debian's browsers and PostgreSQL, installed with apt where missing (on a new machine, mostly
# downloading): in the background from the start, beside the checks, the unit tests and the build,
# which need none of them; the integration step waits for them.
packages_log=$(mktemp)
trap 'rm -f "$packages_log"' EXIT
# faketime first: the unit tests' second run needs it within the first minutes.
(node -e "import('./scripts/moved-clock.mjs').then((m) => m.ensureFaketime())" && node scripts/ensure-postgres.mjs > /dev/null && node scripts/ensure-engines.mjs && node scripts/ensure-chromium.mjs) >"$packages_log" 2>&1 &
packages=$!

step "Lint, format, types"
# ESLint, tsc, Prettier and knip use one core each, Deno's checks less: all side by side. The type
# check is TypeScript 7's native compiler (typescript-native), a sixth of TypeScript 5's CPU time;
# typescript-eslint and knip read TypeScript 5's API, which TypeScript 7 does not offer. Deno's
# type-check of the Edge Functions (scripts/check-functions.mjs) also fetches their npm imports
# (pinned by their deno.lock) into Deno's cache, so the first e-mail of the tests does not wait for
# the download.
together 'npx eslint --max-warnings=0 .' 'node_modules/typescript-native/bin/tsc --noEmit -p .' 'npx prettier --experimental-cli --check --log-level=warn .' 'npx knip --no-progress' \
  'node scripts/check-functions.mjs'

step "Unit tests beside the build, then both again under the current LTS Node and a clock moved years ahead"
# The unit tests read the sources only, never dist/. The build fails if a warning line comes back
# at each of Vite's runs (scripts/build-output.mjs). Each side runs again, once it has passed, under
# the LTS Node of .nvmrc (scripts/lts-node) and a clock moved far from today (scripts/moved-clock.mjs):
# a test or a build that depends on the day it runs fails today. One after the other, so that two
# jobs still share the two cores. The second build is the deploy's dry run with complete owner facts
# (the launch check, the production build, `wrangler deploy --dry-run`), in a copy of the project,
# from the images the first build wrote; the rest of the gate reads dist/ as the machine's Node
# built it, at the real time.
# The build shows sample finished pieces (tests/fixtures/showcase): it has no database to read the
# owner's from, and the pages with photos are measured and tested with them; a production build
# refuses the variable (vite/showcasePhotos.ts), and this one is given it alone.
together 'npx vitest run --project "unit*" && node scripts/moved-clock.mjs bash scripts/lts-node/run.sh npx vitest run --project "unit*"' \
  'set -o pipefail; SHOWCASE_FIXTURES=tests/fixtures/showcase npx vike build 2>&1 | node scripts/build-output.mjs && node scripts/moved-clock.mjs bash scripts/lts-node/build.sh env OWNER_FACTS=tests/fixtures/owner.complete.ts node scripts/deploy.mjs --dry-run --env-file tests/fixtures/deploy.env'

step "The built site: links, illustrations, first-load JavaScript budget; its tests again under the moved clock"
# With the build's environment: the sample pieces' tests know the build had them.
SHOWCASE_FIXTURES=tests/fixtures/showcase npx vitest run --project dist
SHOWCASE_FIXTURES=tests/fixtures/showcase node scripts/moved-clock.mjs npx vitest run --project dist
node scripts/bundle-report.mjs

step "Integration tests, then the built site on a CDN runtime and in Chromium, beside the contact flows in WebKit and Firefox"
packages_status=0
wait "$packages" || packages_status=$?
cat "$packages_log"
if [ "$packages_status" -ne 0 ]; then exit "$packages_status"; fi
# The engine flows (WebKit, then Firefox, through WebDriver) spend most of their time waiting (a
# service worker, a backoff, the backend coming back), on ports of their own: the integration files
# run beside them (local Supabase over PGlite and PostgreSQL 15), then the CDN runtime's tests
# (Cloudflare's Pages runtime, wrangler pages dev) and the browser tests (Playwright, Debian's
# Chromium), which share the build's backend port and so run one after the other. The CDN tests
# follow the integration files rather than run beside them, which slowed both.
together 'npx vitest run --project engines' \
  'npx vitest run --project integration && npx playwright test -c playwright.cdn.config.ts && npx playwright test'

step "Performance gate (Lighthouse, CPU calibrated to this machine, each page against its script-less twin)"
# One Chromium per worker, a browser context of its own for each run: a launch less a run. Each page
# and its script-less twin run once: since each task counts its thread time, no run of the gates
# came within half of a budget (docs/decisions/test-gate.md). The published figures
# (docs/performance.md) come from `npm run perf:twin`, 5 runs of each, a Chromium launched for each
# run as Lighthouse's CLI does (docs/decisions/performance-gate.md).
node scripts/lighthouse-gate.mjs --shared-browser --runs 1
printf '\n\033[1m== npm test: %d s\033[0m\n' "$SECONDS"
