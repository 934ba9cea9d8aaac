#!/usr/bin/env bash
# Browser suite: fresh demo sites on SQLite (:8889) and MariaDB (:8890), Debian's Chromium.
# Usage: tools/e2e.sh [sqlite|mariadb|all] [playwright args...]
# Each engine's site gets one Playwright worker (tests on one site run one at a time, since some
# of them change settings, content or the theme); the two engines run side by side.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

engines="${1:-all}"
[ $# -gt 0 ] && shift
[ "$engines" = all ] && engines="sqlite mariadb"

ensure_php
ensure_node_modules
ensure_vendor
ensure_build
need_apt chromium fonts-dejavu-core
pids=()
cleanup() { for p in "${pids[@]}"; do stop_server "$p"; done; }
trap cleanup EXIT INT TERM
for engine in $engines; do
	port=$((8889 + PORT_OFFSET))
	[ "$engine" = mariadb ] && port=$((8890 + PORT_OFFSET))
	ensure_site "e2e-$engine$INSTANCE_SUFFIX" "$engine" "$port" fresh
	pids+=( "$(serve "e2e-$engine$INSTANCE_SUFFIX" "$port")" )
done
log "Browser tests on: $engines"
# Tests may drive their site with tools/wp-site.php or WP-CLI: the site of a project is
# $ACCES_WP_SITES/e2e-<engine>$ACCES_INSTANCE_SUFFIX.
export ACCES_WP_SITES="$WP_ROOT/sites" ACCES_INSTANCE_SUFFIX="$INSTANCE_SUFFIX"
cd "$ROOT"
status=0
runs=()
for engine in $engines; do
	(
		ACCES_E2E_ENGINES="$engine" npx playwright test --workers=1 "$@" 2>&1 | sed -u "s/^/[$engine] /"
		exit "${PIPESTATUS[0]}"
	) &
	runs+=( "$!" )
done
for run in "${runs[@]}"; do
	wait "$run" || status=1
done
# No PHP warning, notice or deprecation from the plugin during the whole run.
for engine in $engines; do
	logf="$WP_ROOT/sites/e2e-$engine$INSTANCE_SUFFIX/wp-content/debug.log"
	if [ -f "$logf" ] && grep -E "$ROOT/(includes|plugin\.php|uninstall\.php)" "$logf" >/dev/null; then
		log "PHP notices from the plugin on $engine:"
		grep -E "$ROOT/(includes|plugin\.php|uninstall\.php)|plugins/acces-tourisme/(includes|plugin\.php)" "$logf" | head -20 >&2
		status=1
	fi
done
exit $status
