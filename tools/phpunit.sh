#!/usr/bin/env bash
# PHPUnit integration suite on a real WordPress with the plugin active.
# Usage: tools/phpunit.sh [sqlite|mariadb|all] [phpunit args...]
# With both engines, their suites run side by side (each has its own site, database, uploads
# folder and port); each one's output is printed whole once both have finished, a failing
# one's last.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

engines="${1:-all}"
[ $# -gt 0 ] && shift
[ "$engines" = all ] && engines="sqlite mariadb"

ensure_php
ensure_vendor
# What the sites share is prepared once, before they are installed side by side.
ensure_core
for engine in $engines; do
	[ "$engine" = sqlite ] && ensure_sqlite_plugin
	[ "$engine" = mariadb ] && ensure_mariadb
done

run_engine() {
	local engine="$1"; shift
	local port=$((8898 + PORT_OFFSET))
	[ "$engine" = mariadb ] && port=$((8899 + PORT_OFFSET))
	local site="phpunit-$engine$INSTANCE_SUFFIX"
	ACCES_DEMO=0 ensure_site "$site" "$engine" "$port" fresh
	log "PHPUnit on $engine"
	ACCES_TEST_SITE="$WP_ROOT/sites/$site" php -d memory_limit=1G "$ROOT/vendor/bin/phpunit" -c "$ROOT/phpunit.xml.dist" "$@"
}

read -ra list <<< "$engines"
if [ "${#list[@]}" = 1 ]; then
	run_engine "${list[0]}" "$@"
	exit
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
runs=()
for engine in "${list[@]}"; do
	( run_engine "$engine" "$@" >"$out/$engine.log" 2>&1; echo $? >"$out/$engine.status" ) &
	runs+=( "$!" )
done
wait "${runs[@]}" || true
# The engines that passed first, then those that failed: the end of the output (what CI keeps)
# shows a failure's details.
passed=(); failed=()
for engine in "${list[@]}"; do
	if [ "$(cat "$out/$engine.status" 2>/dev/null || echo 1)" = 0 ]; then passed+=( "$engine" ); else failed+=( "$engine" ); fi
done
for engine in "${passed[@]}" "${failed[@]}"; do
	echo
	log "── PHPUnit on $engine: its whole output"
	cat "$out/$engine.log"
done
[ "${#failed[@]}" = 0 ] || { log "PHPUnit failed on: ${failed[*]}"; exit 1; }
