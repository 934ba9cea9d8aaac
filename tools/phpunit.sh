#!/usr/bin/env bash
# PHPUnit integration suite on a real WordPress with the plugin active.
# Usage: tools/phpunit.sh [sqlite|mariadb|all] [phpunit args...]
set -euo pipefail
source "$(dirname "$0")/lib.sh"

engines="${1:-all}"
[ $# -gt 0 ] && shift
[ "$engines" = all ] && engines="sqlite mariadb"

ensure_php
ensure_vendor
status=0
for engine in $engines; do
	port=$((8898 + PORT_OFFSET))
	[ "$engine" = mariadb ] && port=$((8899 + PORT_OFFSET))
	site="phpunit-$engine$INSTANCE_SUFFIX"
	ACCES_DEMO=0 ensure_site "$site" "$engine" "$port" fresh
	log "PHPUnit on $engine"
	ACCES_TEST_SITE="$WP_ROOT/sites/$site" php -d memory_limit=1G "$ROOT/vendor/bin/phpunit" -c "$ROOT/phpunit.xml.dist" "$@" || status=1
done
exit $status
