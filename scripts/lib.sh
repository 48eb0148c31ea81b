# Shared helpers for scripts/*.sh and .ci/run. Source it from the repo root.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export COREPACK_INTEGRITY_KEYS=0
export STORYBOOK_DISABLE_TELEMETRY=1
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

# pnpm 10 from the npm registry (corepack needs COREPACK_INTEGRITY_KEYS=0 here; npm i -g also works).
ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version | grep -q '^10\.'; then
    npm i -g pnpm@10 >/dev/null 2>&1 || { corepack enable && corepack prepare pnpm@10 --activate; }
  fi
}

# Debian's Chromium for Playwright (never a downloaded browser).
ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null;
    else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
  fi
  export CHROMIUM_PATH=${CHROMIUM_PATH:-$(command -v chromium)}
}

# Runs a Debian package install as root (sudo when not root).
apt_install() {
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null;
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; fi
}

# Runs one SQL statement with psql as the postgres superuser (runuser as root, sudo otherwise).
pg_sql() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- psql -X -qAtc "$1"; else sudo -u postgres psql -X -qAtc "$1"; fi
}

# PostgreSQL from Debian, started with pg_ctlcluster, and the role wenlv/wenlv (superuser, so it can
# create the throwaway databases of the API suite). Installs the package when missing.
start_postgres() {
  command -v pg_ctlcluster >/dev/null 2>&1 || apt_install postgresql || return 1
  local ver
  ver=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)
  [ -n "$ver" ] || return 1
  pg_ctlcluster "$ver" main start >/dev/null 2>&1 || pg_ctlcluster "$ver" main status >/dev/null || return 1
  pg_sql "select 1 from pg_roles where rolname='wenlv'" | grep -q 1 ||
    pg_sql "create role wenlv login superuser password 'wenlv'"
}

# Drops database $1 (ending its sessions) and creates it afresh, owned by wenlv.
fresh_database() {
  pg_sql "drop database if exists $1 with (force)" && pg_sql "create database $1 owner wenlv"
}

# nginx from Debian (the light build: enough for a reverse proxy).
ensure_nginx() {
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || apt_install nginx-light
}

ensure_deps() {
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=silent)
}

# Runs a named check, records pass/fail in .reports/checks.tsv, never stops the script.
run_check() {
  local name=$1; shift
  echo "==> $name"
  if "$@"; then printf '%s\tpass\n' "$name" >> "$ROOT/.reports/checks.tsv";
  else printf '%s\tfail\n' "$name" >> "$ROOT/.reports/checks.tsv"; echo "!! $name failed"; fi
}

reset_reports() {
  mkdir -p "$ROOT/.reports"
  : > "$ROOT/.reports/checks.tsv"
  find "$ROOT/apps" "$ROOT/packages" "$ROOT/tooling" -type d -name .reports -prune -not -path '*/node_modules/*' -exec rm -rf {} + 2>/dev/null || true
}
