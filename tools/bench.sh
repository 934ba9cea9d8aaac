#!/usr/bin/env bash
# npm run bench: one report (artifacts/bench/report.json and report.md) measuring, side by side
# in one run, the same pages with the plugin active and deactivated, on MariaDB.
# Not part of npm test. Options (environment): BENCH_REQUESTS (default 200), BENCH_PROVIDERS.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

ensure_php
ensure_node_modules
ensure_vendor
ensure_build
ensure_mariadb
need_apt chromium fonts-dejavu-core
PORT=$((8895 + PORT_OFFSET))
SITE="bench$INSTANCE_SUFFIX"
ensure_site "$SITE" mariadb "$PORT" fresh
dir="$WP_ROOT/sites/$SITE"
# Query count per request, as a response header (a must-use plugin of the bench site only).
cat > "$dir/wp-content/mu-plugins/acces-bench.php" <<'PHP'
<?php
// Bench only: report the number of database queries of each request in a header.
ob_start();
add_action( 'shutdown', static function () {
	if ( ! headers_sent() ) {
		header( 'X-Acces-Queries: ' . get_num_queries() );
	}
	while ( ob_get_level() > 0 ) {
		ob_end_flush();
	}
}, 0 );
PHP
# Single worker: requests are timed one at a time, as a visitor would see them.
pid="$(PHP_CLI_SERVER_WORKERS=1 serve "$SITE" "$PORT")"
trap 'stop_server "$pid"' EXIT
export BENCH_BASE="http://localhost:$PORT" BENCH_SITE="$dir" BENCH_ROOT="$ROOT"
node "$ROOT/tests/bench/run.mjs"
