#!/usr/bin/env bash
# Runs `make dist`'s binary on a machine without the Swift toolchain: a Debian bookworm minbase
# chroot built with debootstrap from Debian's packages (libc and libstdc++; jansson and the Swift runtime are linked
# in, the wiring parser is bundled). Needs root; takes a few
# minutes the first time (the chroot is kept in .build/dist-chroot).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
chroot_dir="$root/.build/dist-chroot"
command -v debootstrap >/dev/null || apt-get install -y debootstrap >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y debootstrap >/dev/null; }
if [ ! -x "$chroot_dir/bin/sh" ]; then
  debootstrap --variant=minbase bookworm "$chroot_dir" http://deb.debian.org/debian >/dev/null
fi
mkdir -p "$chroot_dir/work"
cp "$root/dist/pushsim" "$root/dist/pushsim-wiring" "$chroot_dir/usr/local/bin/"
rm -rf "$chroot_dir/usr/local/bin/pushsim-libs" && cp -r "$root/dist/pushsim-libs" "$chroot_dir/usr/local/bin/"
rm -rf "$chroot_dir/work/samples" && cp -r "$root/samples" "$chroot_dir/work/"
mountpoint -q "$chroot_dir/proc" || mount -t proc proc "$chroot_dir/proc"
trap 'umount "$chroot_dir/proc" 2>/dev/null || true' EXIT
chroot "$chroot_dir" /bin/sh -c '
  set -e
  cd /work
  if ls /usr/lib /usr/lib/x86_64-linux-gnu /opt 2>/dev/null | grep -qi -e swift -e jansson; then echo "the chroot has Swift or jansson"; exit 1; fi
  pushsim --version
  pushsim lint samples/templates/mapp --no-config --format json > /dev/null || [ $? -eq 1 ]
  pushsim tap samples/payloads/mapp-deeplink.json --state terminated --app mapp-manual > /dev/null
  pushsim wiring samples/apps/mapp-manual > /dev/null
  pushsim tap samples/payloads/mapp-deeplink.json --state terminated --app-source samples/apps/mapp-manual > /dev/null
  echo "dist: pushsim lint, tap and wiring run in a Debian minbase chroot ($(dpkg -l | grep -c ^ii) packages, no Swift toolchain)"
'
