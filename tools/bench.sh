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
need_apt chromium fonts-dejavu-core php8.2-apcu
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
cat >> "$dir/wp-content/mu-plugins/acces-bench.php" <<'PHP'
// Bench only: invalidate the providers' cache from inside the server (cold-rebuild timings).
add_action( 'init', static function () {
	if ( isset( $_GET['acces_bench_bump'] ) && class_exists( '\AccesTourisme\Providers\ProviderCache' ) ) {
		\AccesTourisme\Providers\ProviderCache::bump();
		exit;
	}
} );
PHP
# A persistent object cache, as production sites have (bench only).
cp "$ROOT/tools/bench/object-cache.php" "$dir/wp-content/object-cache.php"
# The node script starts and restarts the server itself (a restart empties the object cache).
export BENCH_BASE="http://localhost:$PORT" BENCH_SITE="$dir" BENCH_ROOT="$ROOT"
node "$ROOT/tests/bench/run.mjs"
