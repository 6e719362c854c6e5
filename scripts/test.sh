#!/usr/bin/env bash
# npm test: the whole quality gate, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Lint, format, types"
npx eslint --max-warnings=0 .
npx prettier --check --log-level=warn .
npx tsc --noEmit -p .

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

step "Performance gate (Lighthouse, CPU calibrated to this machine, each page against its script-less twin)"
node scripts/lighthouse-gate.mjs
