#!/usr/bin/env bash
# npm run plugin-zip: dist/acces-tourisme.zip, installable through Plugins › Add New › Upload.
# Holds only what runs: plugin.php, uninstall.php, readme.txt, includes/, build/, languages/,
# markers/ and a production Composer autoloader. No sources, tests or dev files.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
ensure_php
ensure_node_modules
ensure_vendor
ensure_build
cd "$ROOT"
stage="$ROOT/dist/acces-tourisme"
rm -rf "$ROOT/dist"
mkdir -p "$stage"
cp plugin.php uninstall.php readme.txt composer.json "$stage/"
cp -r includes build markers "$stage/"
rm -f "$stage/build/.stamp"
mkdir -p "$stage/languages"
cp languages/*.po languages/*.mo languages/*.l10n.php "$stage/languages/"
cp languages/*.json "$stage/languages/" 2>/dev/null || true
rm -f "$stage/markers/README.md"
(cd "$stage" && COMPOSER_ALLOW_SUPERUSER=1 composer dump-autoload --no-dev --classmap-authoritative --no-interaction >/dev/null 2>&1)
rm -f "$stage/composer.json"
(cd "$ROOT/dist" && zip -qr acces-tourisme.zip acces-tourisme)
log "Built dist/acces-tourisme.zip ($(du -h "$ROOT/dist/acces-tourisme.zip" | cut -f1))"
