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
