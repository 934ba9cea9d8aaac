#!/usr/bin/env bash
# npm run demo: installs what is missing, then serves the French demo site at
# http://localhost:8888 in the foreground until interrupted (Ctrl+C).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

PORT="${ACCES_DEMO_PORT:-8888}"
ensure_php
ensure_node_modules
ensure_vendor
ensure_build
ensure_site demo sqlite "$PORT"
# Later runs: refresh the demo content that newer versions add (idempotent).
wp_cli "$WP_ROOT/sites/demo" acces demo >/dev/null

pid="$(serve demo "$PORT")"
trap 'stop_server "$pid"' EXIT INT TERM
cat <<MSG

  Accès Tourisme demo is ready: http://localhost:$PORT
  Administration: http://localhost:$PORT/wp-admin/  (login: admin, password: password)
  Server log: .wp/demo-server.log   PHP errors: .wp/sites/demo/wp-content/debug.log
  Press Ctrl+C to stop.

MSG
wait "$pid"
