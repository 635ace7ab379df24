#!/usr/bin/env bash
# The pre-commit hooks' entry (issue 20): runs pushsim from the release archive of this checkout's version (pre-commit
# clones the hook repository at the config's `rev`), installed once into the clone by scripts/install.sh, which checks
# its SHA-256. Where no archive exists for the version or the platform, pushsim is built from the clone once
# (`swift build -c release`). Hooks that pre-commit runs at once wait for the one install (a lock folder).
#   scripts/pre-commit-hook.sh lint --force-exclude [ARG...] FILE...   (runs: pushsim lint --force-exclude [ARG...] -- FILE...)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
installed="$root/.pushsim-install"
program="$installed/bin/pushsim"
if [ ! -x "$program" ]; then
  lock="$root/.pushsim-install.lock"
  waited=0
  until mkdir "$lock" 2>/dev/null; do
    # Another hook process is installing: wait for it (a source build takes minutes), then use what it installed.
    sleep 1
    waited=$((waited + 1))
    if [ "$waited" -ge 1800 ]; then
      echo "pushsim hook: waited 30 minutes for $lock; remove it if no install is running" >&2
      exit 2
    fi
  done
  trap 'rmdir "$lock" 2>/dev/null || true' EXIT
  if [ ! -x "$program" ]; then
    status=0
    "$root/scripts/install.sh" --prefix "$installed.new" >&2 || status=$?
    if [ "$status" -eq 3 ]; then
      echo "pushsim hook: building pushsim from $root (once)" >&2
      (cd "$root" && swift build -c release --product pushsim >&2)
      # pushsim-wiring (Swift sources for check) where the toolchain has SwiftParser; check says so where it has not.
      (cd "$root" && swift build -c release --product pushsim-wiring >&2) || true
      bin=$(cd "$root" && swift build -c release --show-bin-path)
      mkdir -p "$installed.new/bin"
      cp "$bin/pushsim" "$installed.new/bin/"
      if [ -x "$bin/pushsim-wiring" ]; then cp "$bin/pushsim-wiring" "$installed.new/bin/"; fi
    elif [ "$status" -ne 0 ]; then
      exit "$status"
    fi
    rm -rf "$installed" && mv "$installed.new" "$installed"
  fi
  rmdir "$lock" 2>/dev/null || true
  trap - EXIT
fi
# pre-commit appends the file names it checks after the hook's own words and the user's args. A committed file named
# `--write-baseline=/abs/b.json` or `--output=…` must never be read as an option (issue 31 item 4): every argument after
# the subcommand that names an existing file goes after `--`, the rest before it. Write option values with `=` in a
# hook's args (`--baseline=pushsim-baseline.json`): a value that names a file would otherwise be taken as a file name.
command=$1
shift
options=()
files=()
for argument in "$@"; do
  if [ -e "$argument" ] || [ -L "$argument" ]; then files+=("$argument"); else options+=("$argument"); fi
done
exec "$program" "$command" ${options[@]+"${options[@]}"} -- ${files[@]+"${files[@]}"}
