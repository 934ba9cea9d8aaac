#!/usr/bin/env bash
# npm run bench: one report (artifacts/bench/report.json and report.md) measuring, side by side
# in one run, the same pages with the plugin active and deactivated, on MariaDB.
# Not part of npm test. Options (environment): BENCH_REQUESTS (default 200), BENCH_SCALE=0 (skip
# the 100/10,000 providers and portfolio phase), BENCH_WRK_SECONDS (default 30, 0 skips the load
# test), BENCH_LIGHTHOUSE=0 (skip Lighthouse), BENCH_WORKERS (PHP workers under load, default 4).
# BENCH_INSTRUCTIONS=1 measures instead the plugin's added server work in CPU instructions
# (tests/bench/instructions.mjs), to compare two versions of the code without timing noise.
# BENCH_COMPARE=<git ref> measures the added server time of this checkout and of that commit side
# by side on one server (tests/bench/compare.mjs; BENCH_COMPARE_ROUNDS, default 1000 per page).
set -euo pipefail
source "$(dirname "$0")/lib.sh"

ensure_php
ensure_node_modules
ensure_vendor
ensure_build
ensure_mariadb
need_apt chromium fonts-dejavu-core php8.2-apcu wrk
# Lighthouse has its own folder and lock (not in the root dependencies): installed on demand,
# again only when its lock changes.
if [ "${BENCH_LIGHTHOUSE:-1}" != 0 ] && [ "${BENCH_INSTRUCTIONS:-0}" != 1 ] && [ -z "${BENCH_COMPARE:-}" ]; then
	lh="$ROOT/tests/bench/lighthouse"
	want="$(sha1sum "$lh/package-lock.json" | cut -d' ' -f1)"
	have="$(cat "$lh/node_modules/.acces-deps" 2>/dev/null || true)"
	if [ "$want" != "$have" ]; then
		log "Installing Lighthouse for the bench (tests/bench/lighthouse)"
		npm ci --prefix "$lh" --no-audit --no-fund >/dev/null
		echo "$want" > "$lh/node_modules/.acces-deps"
	fi
fi
PORT=$((8895 + PORT_OFFSET))
SITE="bench$INSTANCE_SUFFIX"
# The plugin as shipped: the zip's files and its production autoloader (the checkout's autoloader
# also loads development tools' files on every request).
bash "$ROOT/tools/plugin-zip.sh"
ACCES_PLUGIN_ZIP="$ROOT/dist/acces-tourisme.zip" ensure_site "$SITE" mariadb "$PORT" fresh
dir="$WP_ROOT/sites/$SITE"
# Query count per request, as a response header (a must-use plugin of the bench site only).
cat > "$dir/wp-content/mu-plugins/acces-bench.php" <<'PHP'
<?php
// Bench only: report the number of database queries of each request in a header, and the
// token of the server start that answered (the bench checks it: no stale server measured).
ob_start();
$GLOBALS['acces_bench_ob_level'] = ob_get_level();
if ( ! headers_sent() ) {
	header( 'X-Acces-Bench-Server: ' . (string) getenv( 'ACCES_BENCH_TOKEN' ) );
}
// A request with "X-Acces-Bench-Plugin: off" runs without the plugin, exactly as if it were
// deactivated (WordPress never loads it): the bench alternates such requests with ordinary ones
// on one server, so that the plugin's added server time is not lost in the drift of the machine.
if ( isset( $_SERVER['HTTP_X_ACCES_BENCH_PLUGIN'] ) && 'off' === $_SERVER['HTTP_X_ACCES_BENCH_PLUGIN'] ) {
	add_filter( 'option_active_plugins', static function ( $plugins ) {
		return array_values( array_filter( (array) $plugins, static fn( $p ) => 0 !== strpos( (string) $p, 'acces-tourisme/' ) ) );
	} );
	header( 'X-Acces-Bench-Plugin: off' );
}
// "X-Acces-Bench-Plugin: baseline" runs the copy of another commit's plugin instead
// (BENCH_COMPARE, tests/bench/compare.mjs).
if ( isset( $_SERVER['HTTP_X_ACCES_BENCH_PLUGIN'] ) && 'baseline' === $_SERVER['HTTP_X_ACCES_BENCH_PLUGIN'] && is_file( WP_PLUGIN_DIR . '/acces-tourisme-baseline/plugin.php' ) ) {
	add_filter( 'option_active_plugins', static function ( $plugins ) {
		return array_map( static fn( $p ) => 'acces-tourisme/plugin.php' === $p ? 'acces-tourisme-baseline/plugin.php' : $p, (array) $plugins );
	} );
	header( 'X-Acces-Bench-Plugin: baseline' );
}
// The whole answer is buffered, so it also gets a Content-Length: PHP's built-in server closes
// each connection and sends no length, which wrk would count as a read error. The server time
// (from the request's start to the end of WordPress's work) is sent as a header.
add_action( 'shutdown', static function () {
	// Its own buffer and those opened after it; not the server router's, which compresses the
	// answer (tools/router.php) and then sets the compressed length.
	$body = '';
	while ( ob_get_level() >= $GLOBALS['acces_bench_ob_level'] ) {
		$body = ob_get_clean() . $body;
	}
	if ( ! headers_sent() ) {
		header( 'X-Acces-Queries: ' . get_num_queries() );
		header( 'X-Acces-Server-Ms: ' . round( ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 3 ) );
		header( 'Content-Length: ' . strlen( $body ) );
	}
	echo $body;
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
# Map tiles from the site's own server (tools/router.php answers them with a fixture tile), as the
# browser tests answer the tile host: nothing leaves the machine, and no failed tile request
# shows as a console error in Lighthouse.
php "$ROOT/tools/wp-site.php" tiles "$dir" "http://localhost:$PORT/__acces-tiles/{z}/{x}/{y}.png"
# The node script starts and restarts the server itself (a restart empties the object cache),
# with or without tools/bench/object-cache.php (an APCu object cache, bench only) as drop-in.
export BENCH_BASE="http://localhost:$PORT" BENCH_SITE="$dir" BENCH_ROOT="$ROOT"
if [ -n "${BENCH_COMPARE:-}" ]; then
	# Another commit's plugin beside this checkout's: built in a temporary worktree and
	# installed as acces-tourisme-baseline (the must-use plugin runs it for a request that asks).
	tree="$(mktemp -d)/baseline"
	git -C "$ROOT" worktree add --detach -q "$tree" "$BENCH_COMPARE"
	ln -s "$ROOT/node_modules" "$tree/node_modules"
	ln -s "$ROOT/vendor" "$tree/vendor"
	(cd "$tree" && bash tools/plugin-zip.sh)
	mkdir -p "$tree/unzipped"
	unzip -q "$tree/dist/acces-tourisme.zip" -d "$tree/unzipped"
	mv "$tree/unzipped/acces-tourisme" "$dir/wp-content/plugins/acces-tourisme-baseline"
	git -C "$ROOT" worktree remove --force "$tree"
	rm -rf "$(dirname "$tree")"
fi
if [ "${BENCH_INSTRUCTIONS:-0}" = 1 ]; then
	# The added server work in CPU instructions, under Valgrind (tests/bench/instructions.mjs),
	# of the other commit's plugin too with BENCH_COMPARE.
	need_apt valgrind
	node "$ROOT/tests/bench/instructions.mjs"
	exit
fi
if [ -n "${BENCH_COMPARE:-}" ]; then
	# The two plugins' added server time side by side (tests/bench/compare.mjs).
	node "$ROOT/tests/bench/compare.mjs"
	exit
fi
node "$ROOT/tests/bench/run.mjs"
