#!/usr/bin/env bash
# Installs a pushsim release archive (issue 20): the one installer of the GitHub action, the pre-commit hook and the
# README's one-line install. Downloads pushsim-<version>-<platform>.tar.gz and SHA256SUMS from the release, checks the
# archive's SHA-256 against its line in SHA256SUMS, and unpacks it into PREFIX (bin/, lib/pushsim/, share/).
#
#   scripts/install.sh --version 0.1.0 --prefix ~/.local
#
# --version  the release (default: this checkout's project.mk); --prefix  where to install (default ~/.local);
# --base     where the release's files are (default <repository>/releases/download/v<version>; PUSHSIM_RELEASE_BASE
#            sets it too; file:// works, for mirrors and tests).
# Exit codes: 0 installed; 3 no archive for this platform or version (callers may build from source); 1 the download's
# checksum does not match or another failure (never install then, never fall back: a mismatch is a broken or altered
# release).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]:-.}")" 2>/dev/null && pwd || echo "")
version= prefix="$HOME/.local" base=${PUSHSIM_RELEASE_BASE:-}
repository=https://github.com/pushsim/pushsim
# From a checkout (not when piped to bash): its version and repository.
if [ -n "${BASH_SOURCE[0]:-}" ] && [ -f "$here/install.sh" ] && [ -f "$here/../project.mk" ]; then
  version=$(sed -n 's/^PUSHSIM_VERSION := //p' "$here/../project.mk")
  repository=$(sed -n 's/^PUSHSIM_REPOSITORY := //p' "$here/../project.mk")
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --version) version=${2:?--version needs a value}; shift 2 ;;
    --prefix) prefix=${2:?--prefix needs a value}; shift 2 ;;
    --base) base=${2:?--base needs a value}; shift 2 ;;
    *) echo "install.sh: unknown option '$1' (--version, --prefix, --base)" >&2; exit 2 ;;
  esac
done
version=${version#v}
[ -n "$version" ] || { echo "install.sh: --version is needed outside a pushsim checkout" >&2; exit 2; }
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-x86_64 ;;
  Linux-aarch64 | Linux-arm64) platform=linux-aarch64 ;;
  Darwin-*) platform=macos-universal ;;
  *) echo "install.sh: no release archive for $(uname -s) $(uname -m); build from source (make install)" >&2; exit 3 ;;
esac
base=${base:-$repository/releases/download/v$version}
name="pushsim-$version-$platform"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! curl -fsSL --retry 2 -o "$work/$name.tar.gz" "$base/$name.tar.gz" || ! curl -fsSL --retry 2 -o "$work/SHA256SUMS" "$base/SHA256SUMS"; then
  echo "install.sh: no release archive $name.tar.gz at $base" >&2
  exit 3
fi
expected=$(awk -v file="$name.tar.gz" '$2 == file || $2 == "*" file {print $1}' "$work/SHA256SUMS")
if command -v sha256sum >/dev/null; then
  actual=$(sha256sum "$work/$name.tar.gz" | cut -d' ' -f1)
else
  actual=$(shasum -a 256 "$work/$name.tar.gz" | cut -d' ' -f1)
fi
if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "install.sh: error: $name.tar.gz does not match its SHA-256 in SHA256SUMS (expected ${expected:-none}, got $actual); nothing installed" >&2
  exit 1
fi
# Unpacked beside the prefix first, then moved in: an interrupted install leaves no half-written program.
mkdir -p "$work/unpacked" "$prefix"
tar -C "$work/unpacked" -xzf "$work/$name.tar.gz"
[ -x "$work/unpacked/$name/bin/pushsim" ] || { echo "install.sh: error: $name.tar.gz holds no $name/bin/pushsim" >&2; exit 1; }
(cd "$work/unpacked/$name" && find . -type d) | while read -r folder; do mkdir -p "$prefix/$folder"; done
(cd "$work/unpacked/$name" && find . ! -type d) | while read -r file; do
  cp -p "$work/unpacked/$name/$file" "$prefix/$file.new.$$" && mv -f "$prefix/$file.new.$$" "$prefix/$file"
done
echo "installed pushsim $version ($platform) in $prefix/bin"
