#!/usr/bin/env bash
# Renders pushsim's Mermaid output in headless Chromium (Debian's package) with the mermaid.min.js
# that the PyPI package `artoo-mermaid` vendors, and fails when a diagram does not render.
# Diagrams checked: every ```mermaid block of docs/lifecycle.md, and `--format mermaid` traces of
# the sample payloads.
set -euo pipefail
bin=${1:?usage: check-mermaid.sh PUSHSIM}
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/mermaid-check"
mkdir -p "$work"
. "$root/scripts/lib.sh"
ensure_chromium
js="$work/mermaid.min.js"
if [ ! -s "$js" ]; then
  # The wheel asks for Python 3.12; only its JavaScript asset is used, so download it for 3.12.
  python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 -d "$work/wheel" artoo-mermaid==11.16.0
  python3 -m zipfile -e "$work"/wheel/artoo_mermaid-*.whl "$work/wheel/unpacked"
  cp "$work/wheel/unpacked/artoo_mermaid/assets/mermaid.min.js" "$js"
fi
rm -f "$work"/*.mmd "$work"/*.html
python3 - "$root/docs/lifecycle.md" "$work" <<'PY'
import re, sys, pathlib
text = pathlib.Path(sys.argv[1]).read_text()
for i, block in enumerate(re.findall(r"```mermaid\n(.*?)```", text, re.S)):
    pathlib.Path(sys.argv[2], f"lifecycle-{i}.mmd").write_text(block)
PY
for sample in plain-alert.json silent-background.apns mapp-deeplink.json grovs-link-image.json netmera-buttons.json; do
  for state in foreground terminated force-quit; do
    "$bin" tap "$root/samples/payloads/$sample" --state "$state" --format mermaid > "$work/${sample%.*}-$state.mmd"
  done
done
failed=0; count=0
for diagram in "$work"/*.mmd; do
  count=$((count + 1))
  page="${diagram%.mmd}.html"
  python3 - "$diagram" "$page" <<'PY'
import html, sys, pathlib
source = pathlib.Path(sys.argv[1]).read_text()
pathlib.Path(sys.argv[2]).write_text(f"""<!doctype html><html><body>
<pre class="mermaid">{html.escape(source)}</pre>
<script src="mermaid.min.js"></script>
<script>
mermaid.initialize({{startOnLoad: false}});
mermaid.run({{querySelector: '.mermaid'}})
  .then(() => {{ document.body.setAttribute('data-result', document.querySelector('svg') ? 'rendered' : 'no-svg'); }})
  .catch(e => {{ document.body.setAttribute('data-result', 'error: ' + e.message); }});
</script></body></html>""")
PY
  dom=$(timeout 60 chromium --headless --no-sandbox --disable-gpu --allow-file-access-from-files --virtual-time-budget=10000 --dump-dom "file://$page" 2>/dev/null || true)
  result=$(printf '%s' "$dom" | grep -o 'data-result="[^"]*"' | head -1)
  if [ "$result" != 'data-result="rendered"' ]; then
    echo "NOT RENDERED: $(basename "$diagram"): ${result:-no result}"; failed=$((failed + 1))
  fi
done
echo "mermaid: $((count - failed)) of $count diagrams rendered in headless Chromium (mermaid $(grep -o 'version:"[0-9.]*"' "$js" | head -1))"
[ "$failed" -eq 0 ]
