#!/usr/bin/env bash
# The dist bundle carries its runtime (issue 20): dist/pushsim has no Swift library to load and no RUNPATH;
# dist/pushsim-wiring's RUNPATH holds only folders relative to itself. Then, in a private mount namespace (root), with
# the toolchain's runtime hidden and a decoy, broken libSwiftSyntax and libSwiftParser at the build machine's host path,
# both programs still run the samples: the bundle never loads the toolchain's copies.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
[ -x dist/pushsim ] && [ -x dist/pushsim-wiring ] || { echo "bundle: run make dist first" >&2; exit 1; }
if ldd dist/pushsim | grep -q 'libswift'; then echo "bundle: dist/pushsim loads a Swift library" >&2; exit 1; fi
# Every RUNPATH entry of both programs is relative to the program ($ORIGIN), never a folder of the build machine.
runpath() { readelf -d "$1" | sed -n 's/.*R[UN]*PATH.*\[\(.*\)\]/\1/p'; }
for program in dist/pushsim dist/pushsim-wiring; do
  IFS=: read -r -a entries <<< "$(runpath "$program")"
  for entry in "${entries[@]}"; do
    case "$entry" in '$ORIGIN'*) ;; *) echo "bundle: $program's RUNPATH names $entry (absolute)" >&2; exit 1 ;; esac
  done
done
runpath=$(runpath dist/pushsim-wiring)
echo "bundle: dist/pushsim loads no Swift library; dist/pushsim-wiring's RUNPATH is $runpath"
echo "sizes: dist/pushsim $(du -h dist/pushsim | cut -f1), dist/pushsim-wiring $(du -h dist/pushsim-wiring | cut -f1), dist/pushsim-libs $(du -sh dist/pushsim-libs | cut -f1)"
if [ "$(id -u)" != 0 ] || ! unshare -m true 2>/dev/null; then
  echo "bundle: not root (or no mount namespaces): the decoy-toolchain run is skipped"
  exit 0
fi
swift_bin=$(readlink -f "$(command -v swift)")
resources=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')
expected=$(dist/pushsim-wiring wiring samples/apps/mapp-manual --format json)
unshare -m bash -euo pipefail -c '
  resources=$1; expected=$2
  # The runtime hidden; at the host path, libraries that fail to load if anything tries.
  mount -t tmpfs none "$resources/linux"
  mount -t tmpfs none "$resources/host"
  echo "not a library" > "$resources/host/libSwiftSyntax.so"
  echo "not a library" > "$resources/host/libSwiftParser.so"
  got=$(dist/pushsim-wiring wiring samples/apps/mapp-manual --format json)
  [ "$got" = "$expected" ] || { echo "bundle: pushsim-wiring reads the sample differently with the toolchain hidden" >&2; exit 1; }
  dist/pushsim wiring samples/apps/mapp-manual > /dev/null
  dist/pushsim classify samples/payloads/mapp-deeplink.json > /dev/null
' bash "$resources" "$expected"
echo "bundle: with $resources/linux hidden and a broken libSwiftSyntax at $resources/host, both programs run the samples"
