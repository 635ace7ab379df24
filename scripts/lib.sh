# Shared by the check scripts: install what they need once, from Debian's packages or PyPI.

# Debian's chromium, installed with apt-get only when missing.
ensure_chromium() {
  local sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
  if ! command -v chromium >/dev/null; then
    $sudo apt-get install -y chromium >/dev/null 2>&1 || { $sudo apt-get update >/dev/null && $sudo apt-get install -y chromium >/dev/null; }
  fi
}

# A virtualenv at DIR with the given PyPI packages, created once: ensure_venv DIR PACKAGE==VERSION...
ensure_venv() {
  local venv=$1; shift
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "$@"
  fi
}
