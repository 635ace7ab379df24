#!/usr/bin/env bash
# Release archives (issue 20): `scripts/release.sh linux` (here and on the Linux runners) or `scripts/release.sh macos`
# (on a macOS runner: a universal binary). Builds the bundle (make dist), packs it as
# release/pushsim-<version>-<platform>-<arch>.tar.gz with the layout `make install` gives (bin/, lib/pushsim/,
# share/man, completions), and writes release/SHA256SUMS. The version is project.mk's.
set -euo pipefail
platform=${1:?usage: release.sh linux|macos}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=$(sed -n 's/^PUSHSIM_VERSION := //p' project.mk)
case "$platform" in
  linux)
    arch=$(uname -m)
    make dist >/dev/null
    ;;
  macos)
    arch=universal
    # Both architectures in one binary; Foundation and the Swift runtime come with macOS. jansson is linked in, built
    # for both from the source Homebrew's formula pins (`brew fetch` checks its SHA-256): Homebrew's own library is
    # for the runner's architecture only, and a user's Mac need not have Homebrew.
    brew fetch --build-from-source jansson
    jansson="$root/.build/jansson-universal"
    rm -rf "$jansson" && mkdir -p "$jansson/src"
    tar -C "$jansson/src" --strip-components=1 -xzf "$(brew --cache --build-from-source jansson)"
    (cd "$jansson/src" && ./configure --quiet --disable-dependency-tracking --disable-shared --enable-static \
      --prefix="$jansson" CFLAGS="-O2 -arch arm64 -arch x86_64 -mmacosx-version-min=13.0" && make --quiet install)
    lipo -info "$jansson/lib/libjansson.a"
    export PKG_CONFIG_PATH="$jansson/lib/pkgconfig"
    swift build -c release --arch arm64 --arch x86_64 --product pushsim
    swift build -c release --arch arm64 --arch x86_64 --product pushsim-wiring
    if otool -L "$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path)/pushsim" | grep -q jansson; then
      echo "release.sh: pushsim still loads a jansson library" >&2
      exit 1
    fi
    rm -rf dist/pushsim-libs && mkdir -p dist/pushsim-libs
    bin=$(swift build -c release --arch arm64 --arch x86_64 --show-bin-path)
    cp "$bin/pushsim" "$bin/pushsim-wiring" dist/
    strip -x dist/pushsim dist/pushsim-wiring
    ;;
  *) echo "release.sh: unknown platform '$platform' (linux or macos)" >&2; exit 2 ;;
esac
name="pushsim-$version-$platform-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# The layout `make install` gives.
prefix="$stage/$name"
mkdir -p "$prefix/bin" "$prefix/lib/pushsim" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
cp dist/pushsim dist/pushsim-wiring "$prefix/bin/"
if [ -n "$(ls dist/pushsim-libs 2>/dev/null)" ]; then cp dist/pushsim-libs/* "$prefix/lib/pushsim/"; fi
cp docs/pushsim.1 "$prefix/share/man/man1/"
dist/pushsim completions bash > "$prefix/share/bash-completion/completions/pushsim"
dist/pushsim completions zsh > "$prefix/share/zsh/site-functions/_pushsim"
dist/pushsim completions fish > "$prefix/share/fish/vendor_completions.d/pushsim.fish"
mkdir -p release
tar -C "$stage" -czf "release/$name.tar.gz" "$name"
(cd release && { command -v sha256sum >/dev/null && sha256sum "$name.tar.gz" || shasum -a 256 "$name.tar.gz"; } >> SHA256SUMS.tmp)
sort -u -k2 release/SHA256SUMS.tmp > release/SHA256SUMS && rm release/SHA256SUMS.tmp
echo "release/$name.tar.gz $(du -h "release/$name.tar.gz" | cut -f1); checksum in release/SHA256SUMS"
