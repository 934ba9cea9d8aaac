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
# ACCES_INSTANCE gives a second demo site of its own (tools/test-demo.sh uses one).
site="demo$INSTANCE_SUFFIX"
ensure_site "$site" sqlite "$PORT"
# Later runs: refresh the demo content that newer versions add (idempotent).
wp_cli "$WP_ROOT/sites/$site" acces demo >/dev/null

pid="$(serve "$site" "$PORT")"
trap 'stop_server "$pid"' EXIT INT TERM
cat <<MSG

  Accès Tourisme demo is ready: http://localhost:$PORT
  Administration: http://localhost:$PORT/wp-admin/  (login: admin, password: password)
  Server log: .wp/$site-server.log   PHP errors: .wp/sites/$site/wp-content/debug.log
  Press Ctrl+C to stop.

MSG
# The server is a grandchild (started in serve's subshell), so `wait` cannot wait for it.
while kill -0 "$pid" 2>/dev/null; do
	sleep 1
done
die "The demo server stopped; see .wp/$site-server.log."
