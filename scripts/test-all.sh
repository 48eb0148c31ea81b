#!/usr/bin/env bash
# Runs every test: lint, typecheck, unit + API suites (API on embedded PGlite), the shells' and
# Storybook's builds, and the Playwright journeys in Debian's Chromium. Ends with `N passed, N failed`.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_pnpm
ensure_chromium
ensure_deps || { echo "0 passed, 1 failed"; exit 1; }
reset_reports
run_check lint pnpm exec turbo run lint --output-logs=errors-only
run_check typecheck pnpm exec turbo run typecheck --output-logs=errors-only
run_check unit-and-api-tests pnpm exec turbo run test --concurrency=2 --output-logs=errors-only
run_check build pnpm exec turbo run build --output-logs=errors-only
# Size budget of each shell (tooling/vite-config/budget.js, docs/decisions/013): fails over 120 KiB
# critical JS, 30 KiB per route chunk or 15 KiB CSS (gzip).
run_check size-budget node tooling/vite-config/size-budget.js apps/default/dist apps/kunshan/dist apps/changshu/dist apps/bank/dist --enforce
run_check e2e pnpm --filter @wenlv/e2e test:e2e
node scripts/sum-reports.mjs
