#!/usr/bin/env bash
# npm test: installs what is missing, then runs every suite and check; exits non-zero on any
# failure. Each step runs even when an earlier one failed, and the summary lists them all.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
set +e

ensure_php || exit 1
ensure_node_modules || exit 1
ensure_vendor || exit 1
ensure_mariadb || exit 1
need_apt chromium fonts-dejavu-core || exit 1
# Always build from the sources of this checkout.
rm -f "$ROOT/build/.stamp"
ensure_build || exit 1
cd "$ROOT"

passed=0
failed=0
results=()
failures=()
logs="$ROOT/artifacts/test-logs"
rm -rf "$logs"; mkdir -p "$logs"
step() {
	local name="$1"; shift
	local start=$SECONDS
	local out
	out="$logs/$(printf '%02d' $((passed + failed + 1))).log"
	log "── $name"
	if "$@" 2>&1 | tee "$out"; then
		passed=$((passed + 1)); results+=( "  ok    $name ($((SECONDS - start)) s)" )
	else
		failed=$((failed + 1)); results+=( "  FAIL  $name ($((SECONDS - start)) s)" )
		failures+=( "$name|$out" )
	fi
}

step "translations complete (i18n)" node tools/i18n.mjs --check
step "TypeScript strict (tsc: sources, then browser tests)" npm run --silent test:types
step "ESLint (lint-js)" npm run --silent lint:js
step "Stylelint (lint-style)" npm run --silent lint:style
step "PHPCS WordPress standards" bash tools/phpcs.sh -q
step "Jest unit tests" npx wp-scripts test-unit-js --config jest.config.js --ci
step "PHPUnit on SQLite and MariaDB (side by side)" bash tools/phpunit.sh all
step "Browser tests (SQLite and MariaDB)" bash tools/e2e.sh all
step "Plugin zip installs cleanly" bash tools/test-zip.sh
step "npm run demo serves the demo site" bash tools/test-demo.sh

# What failed, repeated just above the summary (CI often keeps only the end of the output):
# the failing tests that Playwright, Jest or PHPUnit listed, else the last lines of the step.
for f in "${failures[@]}"; do
	name="${f%%|*}"; out="${f#*|}"
	echo
	log "── what failed in: $name (full log: ${out#"$ROOT"/})"
	# Playwright's list reporter, with two engines side by side, names a failure as
	# "[engine]   ✘ N [project] › file › title" and sums up with "N failed" lines.
	if grep -qE '✘|^\[[a-z]+\] +[0-9]+ (failed|flaky)' "$out"; then
		grep -E '✘|^\[[a-z]+\] +[0-9]+ (failed|flaky|passed)|^\[[a-z]+\] +\[[a-z]+\] › ' "$out" | sed 's/\x1b\[[0-9;]*m//g' | head -60
		grep -E '^\[[a-z]+\] +(Error|TimeoutError|expect\()' "$out" | sed 's/\x1b\[[0-9;]*m//g' | head -20
	else
		sed 's/\x1b\[[0-9;]*m//g' "$out" | grep -v '^\s*$' | tail -25
	fi
done

printf '\n%s\n' "${results[@]}"
echo
echo "suites: $passed passed, $failed failed"
[ "$failed" = 0 ]
