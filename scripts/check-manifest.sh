#!/usr/bin/env bash
# Package.swift with any toolchain layout (issue 20): the manifest finds SwiftParser from the compiler itself, so a
# launcher `swift` first on PATH (as Xcode's /usr/bin/swift is) still gives the wiring targets their settings; with the
# toolchain's host folder hidden (SWIFT_TOOLCHAIN_HOST naming a folder without it) the wiring targets get none, and
# `swift build --product pushsim` still builds. NOBUILD=1 skips the build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
real=$(command -v swift)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/launcher" "$work/empty"
printf '#!/bin/sh\nexec "%s" "$@"\n' "$real" > "$work/launcher/swift"
chmod +x "$work/launcher/swift"
settings() { # prints the unsafe flags of PushSimSwiftSource as the manifest gives them
  python3 -c '
import json, sys
package = json.load(sys.stdin)
target = next(t for t in package["targets"] if t["name"] == "PushSimSwiftSource")
print(" ".join(" ".join(s.get("kind", {}).get("unsafeFlags", {}).get("_0", [])) for s in target.get("settings", [])))'
}
cd "$root"
host=$("$real" -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"] + "/host")')
# PATH holds the launcher and the system folders, not the toolchain's (as on macOS, where /usr/bin/swift is the shim).
with_launcher=$(PATH="$work/launcher:/usr/local/bin:/usr/bin:/bin" "$work/launcher/swift" package dump-package | settings)
case "$with_launcher" in
  *"-I $host"*) echo "manifest: with a launcher swift on PATH the wiring targets get $host" ;;
  *) echo "manifest: a launcher swift on PATH gave the wiring targets '$with_launcher', not $host" >&2; exit 1 ;;
esac
hidden=$(SWIFT_TOOLCHAIN_HOST="$work/empty" swift package dump-package | settings)
[ -z "${hidden// /}" ] || { echo "manifest: with the host folder hidden the wiring targets still got '$hidden'" >&2; exit 1; }
echo "manifest: with the host folder hidden the wiring targets get no SwiftParser settings"
if [ -z "${NOBUILD:-}" ]; then
  SWIFT_TOOLCHAIN_HOST="$work/empty" swift build --product pushsim --scratch-path "$root/.build/nohost" > "$work/build.log" 2>&1 \
    || { tail -20 "$work/build.log"; echo "manifest: swift build --product pushsim failed with the host folder hidden" >&2; exit 1; }
  echo "manifest: swift build --product pushsim builds with the host folder hidden"
  # Without pushsim-wiring beside it, `pushsim wiring` says in one line how to get it, and exits 2.
  status=0; message=$("$root/.build/nohost/debug/pushsim" wiring samples/apps/plain 2>&1) || status=$?
  [ "$status" = 2 ] && [ "$(printf '%s\n' "$message" | wc -l)" = 1 ] && case "$message" in *SWIFT_TOOLCHAIN_HOST*) true ;; *) false ;; esac \
    || { echo "manifest: pushsim wiring without pushsim-wiring said: $message (exit $status)" >&2; exit 1; }
  echo "manifest: without pushsim-wiring, pushsim wiring says how to get it in one line (exit 2)"
fi
