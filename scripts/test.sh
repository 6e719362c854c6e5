#!/usr/bin/env bash
# npm test: the whole quality gate, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Types"
npx tsc --noEmit -p .

step "Unit tests"
npx vitest run --project unit

step "Integration tests (local Supabase over PGlite and PostgreSQL 15)"
node scripts/ensure-postgres.mjs > /dev/null
npx vitest run --project integration

step "Build"
npx vike build

step "First-load JavaScript budget"
node scripts/bundle-report.mjs

step "Browser tests (Playwright, Debian Chromium)"
node scripts/ensure-chromium.mjs
npx playwright test

step "Lighthouse budgets on every route"
PORT=4180 npx lhci collect && npx lhci assert && npx lhci upload
