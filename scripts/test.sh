#!/usr/bin/env bash
# npm test: the whole quality gate, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

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

step "Lint, format, types"
# ESLint, tsc and Prettier use one core each, Deno's checks less: all five side by side. Deno's
# type-check of the Edge Functions also fetches their npm imports (pinned by their deno.lock) into
# Deno's cache, so the first e-mail of the tests does not wait for the download.
together 'npx eslint --max-warnings=0 .' 'npx tsc --noEmit -p .' 'npx prettier --check --log-level=warn .' \
  'node_modules/@deno/linux-x64-glibc/deno check --frozen --quiet --config supabase/functions/notify-workshop/deno.json supabase/functions/notify-workshop/index.ts' \
  'node_modules/@deno/linux-x64-glibc/deno check --frozen --quiet --config supabase/functions/contact-retention/deno.json supabase/functions/contact-retention/index.ts'

step "Unit tests, beside the build"
# The unit tests read the sources only, never dist/.
together 'npx vitest run --project unit' 'npx vike build'

step "The built site: links, illustrations, first-load JavaScript budget"
npx vitest run --project dist
node scripts/bundle-report.mjs

step "Integration tests (local Supabase over PGlite and PostgreSQL 15), beside the contact flows in WebKit and Firefox (Debian's engines, through WebDriver)"
node scripts/ensure-postgres.mjs > /dev/null
node scripts/ensure-engines.mjs
node scripts/ensure-chromium.mjs
# The engine flows spend most of their time waiting (a service worker, a backoff, the backend
# coming back), the integration files much of theirs: side by side, each on ports of its own.
together 'npx vitest run --project integration' 'npx vitest run --project engines'

step "The built site on a real CDN runtime (Cloudflare's Pages runtime, wrangler pages dev)"
# Alone: beside the step above, its 13 s became 42 and the step 24 s longer.
npx playwright test -c playwright.cdn.config.ts

step "Browser tests (Playwright, Debian Chromium)"
npx playwright test

step "Performance gate (Lighthouse, CPU calibrated to this machine, each page against its script-less twin)"
node scripts/lighthouse-gate.mjs
