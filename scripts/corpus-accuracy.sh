#!/usr/bin/env bash
# Classification accuracy over the shared corpus: each valid file's expected provider is its
# folder (none -> none; adobe -> adobe-campaign or adobe-ajo; snapyr -> none, no Snapyr signature).
set -u
bin=${1:?usage: corpus-accuracy.sh PUSHSIM DIR}
dir=${2:?usage: corpus-accuracy.sh PUSHSIM DIR}
[ -d "$dir" ] || { echo "no corpus at $dir"; exit 2; }
total=0; right=0
while IFS= read -r f; do
  folder=$(basename "$(dirname "$f")")
  [ "$folder" = invalid ] && continue
  total=$((total+1))
  got=$("$bin" classify --format json "$f" 2>/dev/null | python3 -c 'import json,sys; r=json.load(sys.stdin)["results"][0]; print(r["provider"] or "none")')
  case "$folder" in
    adobe) ok=$([ "$got" = adobe-campaign ] || [ "$got" = adobe-ajo ] && echo 1 || echo 0) ;;
    snapyr) ok=$([ "$got" = none ] && echo 1 || echo 0) ;;
    *) ok=$([ "$got" = "$folder" ] && echo 1 || echo 0) ;;
  esac
  if [ "$ok" = 1 ]; then right=$((right+1)); else echo "MISS $f: expected $folder, got $got"; fi
done < <(find "$dir" -name '*.json' -path '*/*/*' | sort)
echo "corpus: $right of $total valid payloads labelled with their folder's provider"
