#!/usr/bin/env bash
# Starts Debian's Chromium (or $CHROMIUM_PATH) for the browser tests and the bench, with
# every --disable-features switch it is given merged into one: Chromium keeps only the last of
# them, and Playwright passes a list of its own before ours (tests/chromium.cjs).
set -euo pipefail
features=()
args=()
for arg in "$@"; do
	case $arg in
		--disable-features=*) features+=("${arg#--disable-features=}") ;;
		*) args+=("$arg") ;;
	esac
done
if ((${#features[@]})); then
	args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
