#!/usr/bin/env bash
# The README's demo command (npm run demo) starts the demo site, keeps serving it until it is
# interrupted, and stops its server then. Run on a spare port, so a demo already open on 8888
# and its site are left alone (a site of its own: .wp/sites/demo-demo-check).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
fail() { printf '\033[31m[demo] %s\033[0m\n' "$*" >&2; exit 1; }
port=$((8898 + PORT_OFFSET))
out="$(mktemp)"
ACCES_INSTANCE=demo-check ACCES_DEMO_PORT="$port" setsid bash "$ROOT/tools/demo.sh" >"$out" 2>&1 &
demo=$!
trap 'kill -- "-$demo" 2>/dev/null || true' EXIT
for _ in $(seq 1 600); do
	grep -q 'demo is ready' "$out" && break
	kill -0 "$demo" 2>/dev/null || { cat "$out"; fail "npm run demo ended before the site was ready"; }
	sleep 0.5
done
grep -q 'demo is ready' "$out" || { cat "$out"; fail "the demo was not ready after 5 minutes"; }
sleep 5
kill -0 "$demo" 2>/dev/null || { cat "$out"; fail "npm run demo ended by itself after saying it was ready"; }
home="$(curl -s -w '\n%{http_code}' "http://localhost:$port/")"
[ "$(tail -n1 <<<"$home")" = 200 ] || fail "the demo's home page answered $(tail -n1 <<<"$home")"
grep -q 'lang="fr-FR"' <<<"$home" || fail "the demo's home page is not in French"
map="$(curl -s "http://localhost:$port/carte-des-prestataires/")"
grep -q 'class="wp-block-post-title">Carte des prestataires' <<<"$map" || fail "the demo's map page is missing"
# Stopping the command stops its server too (SIGTERM here: a background job ignores SIGINT;
# in a terminal Ctrl+C reaches the same trap).
kill -TERM "$demo"
for _ in $(seq 1 20); do
	kill -0 "$demo" 2>/dev/null || break
	sleep 0.5
done
kill -0 "$demo" 2>/dev/null && fail "npm run demo did not stop when asked"
sleep 1
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
	fail "the demo's server still answers after the command stopped"
fi
log "npm run demo served the French demo on :$port and stopped with it"
