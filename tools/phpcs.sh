#!/usr/bin/env bash
# PHPCS with the WordPress standards over plugin.php, uninstall.php and includes/.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
ensure_php
ensure_vendor
cd "$ROOT"
# WPCS 2.3 predates PHP 8.2: silence its own deprecation notices, not the findings.
php -d error_reporting=24575 vendor/bin/phpcs --standard=phpcs.xml.dist "$@"
