#!/usr/bin/env bash
# Runs the product on one port: installs what it needs, builds the default shell, migrates and
# seeds the embedded database (.data/), serves the API and the shell, prints the URL.
# SHELL_APP=kunshan|changshu|bank serves another shell; DATABASE_URL=postgres://... uses PostgreSQL.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
set -e
ensure_pnpm
pnpm install --frozen-lockfile --reporter=silent
SHELL_APP=${SHELL_APP:-default}
pnpm --filter "@wenlv/app-$SHELL_APP" build
export STATIC_DIR="$ROOT/apps/$SHELL_APP/dist"
export PORT=${PORT:-8080}
exec pnpm --filter @wenlv/api start
