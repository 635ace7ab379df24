#!/usr/bin/env bash
# Opens `pushsim simulate --format html` pages in headless Chromium (Debian's package) and fails on
# a console error, a page error, a request for anything outside the file (the page must work
# offline), or a page that did not load. Each page is loaded at one cell's diagram (#anchor).
set -euo pipefail
bin=${1:?usage: check-html.sh PUSHSIM}
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/html-check"
mkdir -p "$work"
. "$root/scripts/lib.sh"
ensure_chromium
rm -f "$work"/*.html "$work"/*.log
failed=0; count=0
cd "$root"
for sample in samples/payloads/*.json samples/payloads/*.apns; do
  name=$(basename "${sample%.*}")
  page="$work/$name.html"
  "$bin" simulate "$sample" --all-apps --format html > "$page"
  count=$((count + 1))
  if grep -Eq '(src|href)="(https?:)?//' "$page" || grep -Eq '@import|url\((https?:)?//' "$page"; then
    echo "EXTERNAL REFERENCE: $name.html"; failed=$((failed + 1)); continue
  fi
  anchor=$(grep -o 'id="[^"]*" class="diagram"' "$page" | sed -n '2s/id="\([^"]*\)".*/\1/p' || true)
  log="$work/$name.log"
  dom=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 --dump-dom "file://$page#$anchor" 2>"$log" || true)
  if ! grep -q '<table class="matrix">' <<<"$dom"; then
    echo "NOT LOADED: $name.html"; failed=$((failed + 1)); continue
  fi
  if grep -E 'CONSOLE|Uncaught|ERR_FILE_NOT_FOUND|net::ERR' "$log" | grep -v 'dbus\|gpu\|GPU\|sandbox' >/dev/null; then
    echo "CONSOLE ERROR in $name.html:"; grep -E 'CONSOLE|Uncaught|net::ERR' "$log" | head -5; failed=$((failed + 1))
  fi
done
# A screenshot to look at: one profile's matrix with one cell's diagram open.
"$bin" simulate samples/payloads/netmera-buttons.json --app netmera --format html > "$work/screenshot.html"
shot="$work/netmera-buttons.png"
timeout 60 chromium --headless --no-sandbox --disable-gpu --window-size=1500,1400 --screenshot="$shot" \
  "file://$work/screenshot.html#samples-payloads-netmera-buttons-json-netmera-background-action-btn-pass" >/dev/null 2>&1 || true
echo "html: $((count - failed)) of $count simulate pages load in headless Chromium without a console error or an external reference (screenshot: ${shot#$root/})"
[ "$failed" -eq 0 ]
