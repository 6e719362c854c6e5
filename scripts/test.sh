#!/usr/bin/env bash
# npm test: the whole quality gate, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Lint, format, types"
npx eslint --max-warnings=0 .
npx prettier --check --log-level=warn .
npx tsc --noEmit -p .
# The Edge Functions, type-checked by the real Deno; also fetches its npm imports (pinned by its deno.lock)
# into Deno's cache, so the first e-mail of the tests does not wait for the download.
node_modules/@deno/linux-x64-glibc/deno check --frozen --quiet --config supabase/functions/notify-workshop/deno.json supabase/functions/notify-workshop/index.ts
node_modules/@deno/linux-x64-glibc/deno check --frozen --quiet --config supabase/functions/contact-retention/deno.json supabase/functions/contact-retention/index.ts

step "Unit tests"
npx vitest run --project unit

step "Integration tests (local Supabase over PGlite and PostgreSQL 15)"
node scripts/ensure-postgres.mjs > /dev/null
npx vitest run --project integration

step "Build"
npx vike build

step "The built site: links, illustrations, first-load JavaScript budget"
npx vitest run --project dist
node scripts/bundle-report.mjs

step "Browser tests (Playwright, Debian Chromium)"
node scripts/ensure-chromium.mjs
npx playwright test

step "The contact flows in WebKit and Firefox (Debian's engines, through WebDriver)"
node scripts/ensure-engines.mjs
npx vitest run --project engines

step "The built site on a real CDN runtime (Cloudflare's Pages runtime, wrangler pages dev)"
npx playwright test -c playwright.cdn.config.ts

step "Performance gate (Lighthouse, CPU calibrated to this machine, each page against its script-less twin)"
node scripts/lighthouse-gate.mjs --twin-runs 1
