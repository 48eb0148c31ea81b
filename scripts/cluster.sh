#!/usr/bin/env bash
# Three API nodes behind nginx on one PostgreSQL (issue 8, item 7; docs/decisions/015-cluster.md).
# Installs nginx and PostgreSQL from Debian when missing, gives the cluster a fresh database
# (wenlv_cluster), starts the three nodes at once (production settings, sandbox providers), puts
# nginx round-robin in front of them, and runs the cluster test (apps/api/cluster, vitest; report in
# apps/api/.reports/vitest-cluster.json, counted by scripts/sum-reports.mjs). The test asserts
# exactness, never speed. `--bench` then prints autocannon figures through nginx and on one node.
# Exits with the test's status; stops everything it started and removes its temporary folder.
#
# Ports: nginx CLUSTER_PORT (8301), nodes the next three (8302-8304).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

BENCH=0
[ "${1:-}" = "--bench" ] && BENCH=1
DB_NAME=${CLUSTER_DB:-wenlv_cluster}
DB_URL="postgres://wenlv:wenlv@localhost:5432/$DB_NAME"
LB_PORT=${CLUSTER_PORT:-8301}
NODE_PORTS=("$((LB_PORT + 1))" "$((LB_PORT + 2))" "$((LB_PORT + 3))")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/wenlv-cluster.XXXXXX")
chmod 755 "$WORK" # nginx workers run as another user and keep proxy buffers here
PIDS=()

stop_all() {
  local pid
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for _ in $(seq 1 50); do
    local alive=0
    for pid in "${PIDS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.2
  done
  for pid in "${PIDS[@]}"; do kill -KILL "$pid" 2>/dev/null; done
  rm -rf "$WORK"
}
trap stop_all EXIT
trap 'exit 130' INT TERM

fail() {
  echo "!! cluster: $*" >&2
  for f in "$WORK"/node*.log "$WORK"/nginx-error.log; do
    [ -f "$f" ] && { echo "--- $(basename "$f") (last lines)"; tail -n 15 "$f"; }
  done
  exit 1
}

ensure_nginx || fail "nginx could not be installed from apt"
command -v curl >/dev/null 2>&1 || apt_install curl || fail "curl could not be installed from apt"
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
start_postgres || fail "PostgreSQL did not start"
fresh_database "$DB_NAME" >/dev/null || fail "could not create the database $DB_NAME"

# Secrets every node must share: traveller ID numbers (DATA_KEY), sealed payloads (PAYLOAD_PRIVATE_KEY),
# the pay sandbox's notify signature. Made fresh for each run; production takes them from its vault.
export DATA_KEY PAYLOAD_PRIVATE_KEY PAY_SANDBOX_SECRET
DATA_KEY=$(node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))')
PAY_SANDBOX_SECRET=$(node -e 'process.stdout.write(require("crypto").randomBytes(24).toString("hex"))')
PAYLOAD_PRIVATE_KEY=$(node -e 'const { generateKeyPairSync } = require("crypto"); process.stdout.write(generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }))')

echo "==> starting 3 API nodes on ports ${NODE_PORTS[*]} (one PostgreSQL: $DB_NAME)"
i=0
for port in "${NODE_PORTS[@]}"; do
  i=$((i + 1))
  (
    cd apps/api &&
      exec env NODE_ENV=production SANDBOX_PROVIDERS=1 HOST=127.0.0.1 PORT="$port" DATABASE_URL="$DB_URL" \
        PUBLIC_URL="http://127.0.0.1:$LB_PORT" TRUST_PROXY=1 LOG_LEVEL=info ORDER_SWEEP_INTERVAL_MS=1000 \
        STORAGE_DIR="$WORK/uploads" node --import tsx src/main.ts
  ) >"$WORK/node$i.log" 2>&1 &
  PIDS+=("$!")
done

# nginx in the foreground (daemon off), owned by this script: round-robin, keep-alive to the nodes,
# the client address in X-Forwarded-For (overwritten, so a client cannot forge it), and the node that
# answered in X-Upstream (the test checks that requests really spread).
mkdir -p "$WORK/nginx"
cat >"$WORK/nginx.conf" <<EOF
daemon off;
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  upstream wenlv_api {
    server 127.0.0.1:${NODE_PORTS[0]};
    server 127.0.0.1:${NODE_PORTS[1]};
    server 127.0.0.1:${NODE_PORTS[2]};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:$LB_PORT;
    client_max_body_size 2m;
    location / {
      proxy_pass http://wenlv_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
EOF
"$NGINX" -t -q -e "$WORK/nginx-error.log" -p "$WORK" -c "$WORK/nginx.conf" || fail "nginx refused its configuration"
"$NGINX" -e "$WORK/nginx-error.log" -p "$WORK" -c "$WORK/nginx.conf" &
PIDS+=("$!")

# Ready when every node and nginx answer the scenic list (a node that exits first is a failure).
ready() { curl -fsS -o /dev/null "http://127.0.0.1:$1/api/scenic/list?page=1&page_size=1" 2>/dev/null; }
for _ in $(seq 1 240); do
  up=0
  for port in "${NODE_PORTS[@]}" "$LB_PORT"; do ready "$port" && up=$((up + 1)); done
  [ "$up" = 4 ] && break
  for pid in "${PIDS[@]}"; do kill -0 "$pid" 2>/dev/null || fail "a process of the cluster exited during start"; done
  sleep 0.5
done
[ "$up" = 4 ] || fail "the cluster did not answer within 120 s"
echo "==> nginx http://127.0.0.1:$LB_PORT -> nodes ${NODE_PORTS[*]}: all answering"

echo "==> cluster test"
export CLUSTER_NGINX_URL="http://127.0.0.1:$LB_PORT" CLUSTER_DATABASE_URL="$DB_URL" CLUSTER_LOG_DIR="$WORK"
export CLUSTER_NODE_URLS="http://127.0.0.1:${NODE_PORTS[0]},http://127.0.0.1:${NODE_PORTS[1]},http://127.0.0.1:${NODE_PORTS[2]}"
status=0
(cd apps/api && WL_REPORT_NAME=vitest-cluster pnpm exec vitest run --config cluster/vitest.config.ts) || status=1

echo "==> what the nodes' sweepers reported"
for n in 1 2 3; do
  passes=$(grep -h '"msg":"order sweep"' "$WORK/node$n.log" | sed 's/.*"closed":\([0-9]*\),"refunded":\([0-9]*\).*/closed \1, refunded \2/' | paste -sd ';' -)
  echo "  node$n: ${passes:-no pass closed or refunded anything}"
done

if [ "$BENCH" = 1 ]; then
  echo "==> bench (figures only, nothing asserted)"
  (cd apps/api && node --import tsx cluster/bench.ts) || status=1
fi

[ "$status" = 0 ] || fail "the cluster test failed"
echo "cluster: passed"
