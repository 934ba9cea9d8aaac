#!/usr/bin/env bash
# Installs the plugin zip into a fresh WordPress, activates it, loads the front page and the
# admin, and fails on any PHP warning, notice or deprecation from the plugin.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
bash "$ROOT/tools/plugin-zip.sh"
zipfile="$ROOT/dist/acces-tourisme.zip"

fail() { printf '\033[31m[zip] %s\033[0m\n' "$*" >&2; exit 1; }
listing="$(unzip -Z1 "$zipfile")"
for must in acces-tourisme/plugin.php acces-tourisme/uninstall.php acces-tourisme/readme.txt acces-tourisme/vendor/autoload.php acces-tourisme/languages/acces-tourisme-fr_FR.mo; do
	grep -qx "$must" <<<"$listing" || fail "missing from the zip: $must"
done
grep -q '^acces-tourisme/includes/Plugin.php$' <<<"$listing" || fail "includes/ missing from the zip"
if grep -E '^acces-tourisme/(src|tests|node_modules|tools|\.wp|\.cache|languages/src)/|package\.json|phpunit|\.eslintrc' <<<"$listing"; then
	fail "dev files in the zip (above)"
fi
grep -q 'phpunit\|wp-cli' "$ROOT/dist/acces-tourisme/vendor/composer/autoload_classmap.php" && fail "dev dependencies in the zip's autoloader"

ACCES_DEMO=0 ACCES_PLUGIN_ZIP="$zipfile" ensure_site zip sqlite 8897 fresh
site="$WP_ROOT/sites/zip"
[ -L "$site/wp-content/plugins/acces-tourisme" ] && fail "the zip site uses the source tree"
pid="$(serve zip 8897)"
trap 'stop_server "$pid"' EXIT
base="http://localhost:8897"
jar="$(mktemp)"
code="$(curl -s -o /dev/null -w '%{http_code}' "$base/")"
[ "$code" = 200 ] || fail "front page answered $code"
curl -s -c "$jar" -b "wordpress_test_cookie=WP%20Cookie%20check" -o /dev/null \
	--data "log=admin&pwd=password&wp-submit=Se+connecter&testcookie=1&redirect_to=$base/wp-admin/" "$base/wp-login.php"
for path in /wp-admin/ /wp-admin/plugins.php "/wp-admin/options-general.php?page=acces-tourisme" "/wp-admin/edit.php?post_type=acces-provider" /wp-admin/post-new.php?post_type=acces-provider; do
	body="$(curl -s -b "$jar" -w '\n%{http_code}' "$base$path")"
	code="${body##*$'\n'}"
	[ "$code" = 200 ] || fail "$path answered $code"
	grep -q 'wp-admin-bar\|wpadminbar' <<<"$body" || fail "$path is not the logged-in admin"
done
grep -q 'Réglages d’Accès Tourisme' <<<"$(curl -s -b "$jar" "$base/wp-admin/options-general.php?page=acces-tourisme")" || fail "settings page not in French"
if [ -f "$site/wp-content/debug.log" ] && grep 'plugins/acces-tourisme/' "$site/wp-content/debug.log"; then
	fail "PHP messages from the plugin (above)"
fi
printf '\033[32m[zip] The zip installs, activates and loads the front page and the admin cleanly.\033[0m\n' >&2
