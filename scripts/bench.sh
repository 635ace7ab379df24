#!/usr/bin/env bash
# make bench: lint 10,000 generated templates of 1–4 KB with every rule on, beside `jq empty` (parsing alone) and a
# C jansson parse loop (the floor) on the same files; the same templates with findings in every file; one classify
# beside `jq .`; simulate --all-apps over the samples; check over the same templates through a sample app. Interleaved rounds; wall, CPU and peak memory; exit codes checked.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${BENCH_COUNT:-10000}
dir="$root/.build/bench/templates"
findings="$root/.build/bench/findings"
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
install() { $SUDO apt-get install -y "$@" >/dev/null 2>&1 || { $SUDO apt-get update >/dev/null && $SUDO apt-get install -y "$@" >/dev/null; }; }
command -v jq >/dev/null || install jq
[ -x /usr/bin/time ] || install time
(cd "$root" && swift build -c release >/dev/null)
bin="$root/.build/release/pushsim"

generate() { # folder, "clean" or "findings"
  [ "$(find "$1" -name '*.json' 2>/dev/null | wc -l)" -eq "$count" ] && return 0
  rm -rf "$1"; mkdir -p "$1"
  python3 - "$1" "$count" "$2" <<'PY'
import json, random, sys, os
out, count, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = random.Random(42)
words = "sale spring order shipped digest news offer cart friend photo match goal deal today new".split()
def text(n): return " ".join(rng.choice(words) for _ in range(n))
def payload(i):
    kind = i % 5
    aps = {"alert": {"title": text(4) + " {{first_name}}", "body": text(12)}, "sound": "default"}
    if kind == 0: doc = {"aps": aps, "push_provider": "mapp_engage", "p": 1000 + i, "apx_dpl": f"shop://item/{i}"}
    elif kind == 1: doc = {"aps": dict(aps, **{"mutable-content": 1}), "grovs_campaign_id": f"cmp_{i}", "grovs_link": f"https://s.sqd.link/{i}", "grovs_image": f"https://cdn.example.com/{i}.png"}
    elif kind == 2: doc = {"aps": aps, "_nm": {"pid": str(i), "pt": 1, "act": {"at": 1, "uri": f"app://n/{i}"}}}
    elif kind == 3: doc = {"aps": {"content-available": 1}, "sync": text(3)}
    else: doc = {"aps": dict(aps, badge=rng.randint(0, 9), **{"content-available": "1"}), "custom": {"a": {"k": text(3)}}}
    target = rng.randint(1024, 4096)
    filler, n = {}, 0
    while len(json.dumps(doc, indent=2)) < target - 80:
        filler[f"field_{n}"] = text(rng.randint(3, 10)); n += 1
        doc["data"] = filler
    if mode == "findings":  # every file: a string badge and a string content-available (lint errors)
        doc["aps"]["badge"] = "3"
        doc["aps"]["content-available"] = "1"
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
for i in range(count):
    sub = os.path.join(out, f"batch{i // 1000:02d}")
    os.makedirs(sub, exist_ok=True)
    with open(os.path.join(sub, f"t{i:05d}.json"), "w") as f: f.write(payload(i))
PY
}
generate "$dir" clean
generate "$findings" findings
floor="$root/.build/bench/jansson-floor"
[ "$floor" -nt "$root/scripts/bench_floor.c" ] || cc -O2 -o "$floor" "$root/scripts/bench_floor.c" $(pkg-config --cflags --libs jansson)
find "$dir" -name '*.json' > "$root/.build/bench/clean.list"
# pushsim check over the same templates in a repository whose app is samples/apps/multi (Mapp, Grovs, Firebase; its
# config names the sources), and over half of them (is the work linear in templates?). Hard links: no copy of the bytes.
checkrepo="$root/.build/bench/checkrepo"
halfrepo="$root/.build/bench/checkhalf"
for repo in "$checkrepo" "$halfrepo"; do
  rm -rf "$repo"; mkdir -p "$repo/templates"
  cp -R "$root/samples/apps/multi" "$repo/app"
  echo '{"sources": ["app"]}' > "$repo/.pushsim.json"
done
cp -al "$dir/." "$checkrepo/templates/"
for batch in "$dir"/batch0[0-4]; do cp -al "$batch" "$halfrepo/templates/"; done
one_payload="$root/samples/payloads/mapp-deeplink.json"
files=$(find "$dir" -name '*.json' | wc -l)
bytes=$(find "$dir" -name '*.json' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
# Warm the page cache once so both tools read from memory.
cat $(find "$dir" "$findings" -name '*.json') >/dev/null
# Interleaved rounds; lint exits 1 here (the templates carry findings), jq empty 0; anything else fails the bench.
rounds=${BENCH_ROUNDS:-11}
set -- json 1 -- "$bin" lint --no-config "$dir" --format json \
  ";;" jq 0 -- sh -c "find '$dir' -name '*.json' -print0 | xargs -0 jq empty" \
  ";;" floor 0 -- sh -c "'$floor' < '$root/.build/bench/clean.list'" \
  ";;" text 1 -- "$bin" lint --no-config "$dir" \
  ";;" check 1 -- "$bin" check "$checkrepo" --root "$checkrepo" --format json \
  ";;" checkhalf 1 -- "$bin" check "$halfrepo" --root "$halfrepo" --format json \
  ";;" findings 1 -- "$bin" lint --no-config "$findings" --format json \
  ";;" classify 0 -- "$bin" classify "$one_payload" \
  ";;" jqdot 0 -- jq . "$one_payload" \
  ";;" simulate 0 -- sh -c "'$bin' simulate '$root'/samples/payloads/*.json --all-apps --format json" \
  ";;" wiring 0 -- "$bin" wiring "$root/samples/apps/mapp-manual" \
  ";;" appsource 0 -- "$bin" tap "$one_payload" --state terminated --app-source "$root/samples/apps/mapp-manual"
command -v taskset >/dev/null && set -- "$@" ";;" one 1 -- taskset -c 0 "$bin" lint --no-config "$dir" --format json
declare -A wall cpu kib
while read -r name w c k; do wall[$name]=$w; cpu[$name]=$c; kib[$name]=$k; done < <(python3 "$root/scripts/bench_measure.py" "$rounds" "$@")
r() { python3 -c "print(f'{$1 / $2:.2f}' if $2 > 0 else 'n/a')"; }
mib() { echo "$(( $1 / 1024 )) MiB"; }
echo "templates:        $files files, $bytes bytes ($(python3 -c "print(round($bytes/$files))") bytes each on average); $rounds interleaved rounds, medians"
echo "pushsim lint:     wall ${wall[json]}s, cpu ${cpu[json]}s (json reporter, every rule on; exit 1 checked), peak $(mib "${kib[json]}")"
echo "pushsim lint:     wall ${wall[text]}s, cpu ${cpu[text]}s (text reporter), peak $(mib "${kib[text]}")"
[ -n "${wall[one]:-}" ] && echo "pushsim lint:     wall ${wall[one]}s, cpu ${cpu[one]}s (json reporter, pinned to one core with taskset)"
echo "pushsim check:    wall ${wall[check]}s, cpu ${cpu[check]}s (the same templates through samples/apps/multi in every state; exit 1 checked), peak $(mib "${kib[check]}")"
echo "                  half the templates: wall ${wall[checkhalf]}s, cpu ${cpu[checkhalf]}s"
echo "jq empty:         wall ${wall[jq]}s, cpu ${cpu[jq]}s (parsing only, via xargs; exit 0 checked), peak $(mib "${kib[jq]}") (largest process)"
echo "jansson floor:    wall ${wall[floor]}s, cpu ${cpu[floor]}s (C: read, json_loadb, json_decref; scripts/bench_floor.c), peak $(mib "${kib[floor]}")"
echo "with findings:    wall ${wall[findings]}s, cpu ${cpu[findings]}s (every file has findings), peak $(mib "${kib[findings]}")"
echo "one classify:     wall ${wall[classify]}s, cpu ${cpu[classify]}s; jq . wall ${wall[jqdot]}s, cpu ${cpu[jqdot]}s; peak $(mib "${kib[classify]}")"
echo "simulate:         wall ${wall[simulate]}s, cpu ${cpu[simulate]}s (--all-apps over samples/payloads/*.json), peak $(mib "${kib[simulate]}")"
# Issue 12: only pushsim-wiring links the toolchain's SwiftParser, so the other commands' start-up (classify above) does not pay for it.
parser_libs=$(ldd "$bin" | grep -c 'libSwiftParser\|libSwiftSyntax' || true)
echo "wiring:           wall ${wall[wiring]}s, cpu ${cpu[wiring]}s (samples/apps/mapp-manual, through pushsim-wiring), peak $(mib "${kib[wiring]}")"
echo "tap --app-source: wall ${wall[appsource]}s, cpu ${cpu[appsource]}s; pushsim itself links $parser_libs SwiftParser/SwiftSyntax libraries (goal 0)"
[ "$parser_libs" = 0 ] || { echo "bench: pushsim links SwiftParser; only pushsim-wiring should" >&2; exit 1; }
echo "ratios (cpu):     lint/jq $(r "${cpu[json]}" "${cpu[jq]}") (goal <= 1.00); lint/floor $(r "${cpu[json]}" "${cpu[floor]}") (goal <= 1.30);"
echo "                  check/lint $(r "${cpu[check]}" "${cpu[json]}") (goal <= 5.00); check all/half $(r "${cpu[check]}" "${cpu[checkhalf]}") (linear: about 2);"
echo "                  findings/clean $(r "${cpu[findings]}" "${cpu[json]}") (goal <= 2.00); classify/jq . $(r "${cpu[classify]}" "${cpu[jqdot]}") (goal <= 0.50)"
echo "ratio (wall):     lint/jq $(r "${wall[json]}" "${wall[jq]}")"

# Memory flat in files and findings (issue 11): 100,000 small files with 4 findings each, every format, one run
# each (peak memory does not vary between runs); a peak of 64 MiB or more fails the bench.
many="$root/.build/bench/many"
many_count=${BENCH_MANY:-100000}
if [ "$(find "$many" -name '*.json' 2>/dev/null | wc -l)" -ne "$many_count" ]; then
  rm -rf "$many"
  python3 - "$many" "$many_count" <<'PY'
import os, sys
out, n = sys.argv[1], int(sys.argv[2])
for i in range(n):  # a string badge, a string content-available, a numeric sound, a numeric title: 4 errors
    sub = os.path.join(out, f"b{i // 1000:03d}")
    os.makedirs(sub, exist_ok=True)
    with open(os.path.join(sub, f"t{i:06d}.json"), "w") as f:
        f.write('{"aps": {"badge": "3", "content-available": "1", "sound": 5, "alert": {"title": %d}}}\n' % i)
PY
fi
set --
for format in text json github sarif junit checkstyle gitlab markdown; do
  [ $# -gt 0 ] && set -- "$@" ";;"
  set -- "$@" "many-$format" 1 -- sh -c "'$bin' lint --no-config '$many' --format $format > /dev/null"
done
over=0
line="many findings:    $many_count files, $((4 * many_count)) findings, peak"
while read -r name w c k; do
  line="$line ${name#many-} $(mib "$k") (${w}s)"
  [ "$k" -lt $((64 * 1024)) ] || over=1
done < <(python3 "$root/scripts/bench_measure.py" 1 "$@")
echo "$line"
[ "$over" = 0 ] || { echo "bench: a format reached 64 MiB on $many_count files (issue 11 bound)" >&2; exit 1; }
