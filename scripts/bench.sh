#!/usr/bin/env bash
# make bench: lint 10,000 generated templates of 1–4 KB with every rule on, beside `jq empty`
# (parsing alone) on the same files; prints both times, the ratio, and pushsim's peak memory.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${BENCH_COUNT:-10000}
dir="$root/.build/bench/templates"
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
install() { $SUDO apt-get install -y "$@" >/dev/null 2>&1 || { $SUDO apt-get update >/dev/null && $SUDO apt-get install -y "$@" >/dev/null; }; }
command -v jq >/dev/null || install jq
[ -x /usr/bin/time ] || install time
(cd "$root" && swift build -c release >/dev/null)
bin="$root/.build/release/pushsim"

if [ "$(find "$dir" -name '*.json' 2>/dev/null | wc -l)" -ne "$count" ]; then
  rm -rf "$dir"; mkdir -p "$dir"
  python3 - "$dir" "$count" <<'PY'
import json, random, sys, os
out, count = sys.argv[1], int(sys.argv[2])
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
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
for i in range(count):
    sub = os.path.join(out, f"batch{i // 1000:02d}")
    os.makedirs(sub, exist_ok=True)
    with open(os.path.join(sub, f"t{i:05d}.json"), "w") as f: f.write(payload(i))
PY
fi
files=$(find "$dir" -name '*.json' | wc -l)
bytes=$(find "$dir" -name '*.json' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
# Warm the page cache once so both tools read from memory.
cat $(find "$dir" -name '*.json') >/dev/null
# Interleaved rounds; lint exits 1 here (the templates carry findings), jq empty 0; anything else fails the bench.
rounds=${BENCH_ROUNDS:-11}
set -- json 1 -- "$bin" lint --no-config "$dir" --format json \
  ";;" jq 0 -- sh -c "find '$dir' -name '*.json' -print0 | xargs -0 jq empty" \
  ";;" text 1 -- "$bin" lint --no-config "$dir"
command -v taskset >/dev/null && set -- "$@" ";;" one 1 -- taskset -c 0 "$bin" lint --no-config "$dir" --format json
declare -A wall cpu kib
while read -r name w c k; do wall[$name]=$w; cpu[$name]=$c; kib[$name]=$k; done < <(python3 "$root/scripts/bench_measure.py" "$rounds" "$@")
p_sec=${wall[json]}; j_sec=${wall[jq]}
ratio=$(python3 -c "print(f'{$p_sec / $j_sec:.2f}' if $j_sec > 0 else 'n/a')")
echo "templates:        $files files, $bytes bytes ($(python3 -c "print(round($bytes/$files))") bytes each on average); $rounds interleaved rounds, medians"
echo "pushsim lint:     wall ${wall[json]}s, cpu ${cpu[json]}s (json reporter, every rule on; exit 1 checked), peak memory $((kib[json] / 1024)) MiB"
echo "pushsim lint:     wall ${wall[text]}s, cpu ${cpu[text]}s (text reporter)"
[ -n "${wall[one]:-}" ] && echo "pushsim lint:     wall ${wall[one]}s, cpu ${cpu[one]}s (json reporter, pinned to one core with taskset)"
echo "jq empty:         wall ${wall[jq]}s, cpu ${cpu[jq]}s (parsing only, via xargs; exit 0 checked), peak memory $((kib[jq] / 1024)) MiB (largest process)"
echo "ratio:            pushsim / jq = $ratio wall, $(python3 -c "print(f'{${cpu[json]} / ${cpu[jq]}:.2f}')") cpu (goal: <= 1.00)"
