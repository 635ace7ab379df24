#!/usr/bin/env bash
# Issue 18: Markdown reports rendered by a real GFM renderer (Debian's cmark-gfm, GitHub's fork of cmark, with the
# table and autolink extensions GitHub uses). A payload, a file name and a profile name hold raw HTML, a Markdown image
# and link, a bare URL, a mention, backticks and pipes; the rendered HTML must hold no image, no link, no raw HTML, the
# mention and URLs only inside <code>, and each table row its header's number of cells.
set -euo pipefail
bin=${1:?usage: check-markdown-safety.sh PUSHSIM}
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/markdown-check"
rm -rf "$work" && mkdir -p "$work/t"
if ! command -v cmark-gfm >/dev/null; then
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get install -y cmark-gfm >/dev/null 2>&1 || { $SUDO apt-get update >/dev/null && $SUDO apt-get install -y cmark-gfm >/dev/null; }
fi
hostile='<img src=x onerror=alert(1)> ![i](https://evil.example/i.png) [l](https://evil.example) @octocat www.evil.example ``c` | cell | <script>x</script>'
python3 - "$work" "$hostile" <<'EOF'
import json, sys, pathlib
work, h = pathlib.Path(sys.argv[1]), sys.argv[2]
payload = {"aps": {"alert": "Sale", "category": h, "badge": h, h: 1}, "push_provider": h, "p": 7, "apx_dpl": h}
(work / "t" / "values.json").write_text(json.dumps(payload))
(work / "t" / (h.replace("/", "_") + ".json")).write_text(json.dumps({"aps": {"alert": "x", "badge": "1"}}))
mapp = {"aps": {"alert": "Sale"}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": h}
(work / "mapp.json").write_text(json.dumps(mapp))
EOF
"$bin" profile mapp-manual | python3 -c 'import json,sys; d=json.load(sys.stdin); d["name"]=sys.argv[1]; print(json.dumps(d))' "$hostile" > "$work/profile.json"
"$bin" lint --no-config --format markdown "$work/t" > "$work/lint.md" || true
"$bin" simulate "$work/mapp.json" --app "$work/profile.json" --format markdown > "$work/simulate.md"
# Issue 31: a repository whose every input text is hostile (scripts/hostile_repo.py): check's summary names the app's
# folders, its table the files; the job summary of --format github is the same Markdown.
python3 "$root/scripts/hostile_repo.py" "$work/hostile"
h=$(cat "$work/hostile/hostile.txt")
"$bin" check "$work/hostile/repo" --verbose --format markdown > "$work/check.md" 2> "$work/check-md.err" || true
"$bin" lint --no-config "$work/hostile/repo/$h" --format markdown > "$work/lint-hostile.md" 2> "$work/lint-md.err" || true
GITHUB_STEP_SUMMARY="$work/summary.md" "$bin" check "$work/hostile/repo" --format github > "$work/check.github" 2> "$work/check-github.err" || true
python3 "$root/scripts/hostile_repo.py" --check "$work"/*.md "$work"/*.err "$work/check.github"
failed=0
for report in lint simulate check lint-hostile summary; do
  # --unsafe: raw HTML kept, as GitHub keeps it (then sanitises); pushsim's only own HTML is <br>.
  cmark-gfm --unsafe --extension table --extension autolink "$work/$report.md" > "$work/$report.html"
  if ! python3 - "$work/$report.html" <<'EOF'
import re, sys
html = open(sys.argv[1]).read()
problems = []
allowed = {"h2", "h3", "p", "table", "thead", "tbody", "tr", "th", "td", "code", "strong", "em", "br"}
for tag in set(re.findall(r"</?([a-zA-Z][a-zA-Z0-9]*)", html)) - allowed:
    problems.append(f"rendered <{tag}>")
outside = re.sub(r"<code>.*?</code>", "", html, flags=re.S)
for bad in ["@octocat", "evil.example", "e.x"]:
    if bad in outside: problems.append(f"{bad!r} outside <code>")
for table in re.findall(r"<table>.*?</table>", html, flags=re.S):
    rows = re.findall(r"<tr>(.*?)</tr>", table, flags=re.S)
    counts = {len(re.findall(r"<t[hd][ >]", row)) for row in rows}
    if len(counts) > 1: problems.append(f"table rows with {sorted(counts)} cells")
if "<table>" not in html: problems.append("no table rendered")
for problem in problems: print(f"{sys.argv[1]}: {problem}")
sys.exit(1 if problems else 0)
EOF
  then failed=$((failed + 1)); fi
done
[ "$failed" = 0 ] && echo "Markdown reports: cmark-gfm renders no image, link, raw HTML or mention from input text"
exit "$failed"
