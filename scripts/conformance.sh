#!/usr/bin/env bash
# JSONTestSuite conformance: every y_ file parses (classify exits 0), every n_ file exits 2 with
# exactly one `file:line:column: error:` line, no i_ file crashes (exit > 2).
set -u
bin=${1:?usage: conformance.sh PUSHSIM DIR}
dir=${2:?usage: conformance.sh PUSHSIM DIR}
[ -d "$dir" ] || { echo "no test suite at $dir"; exit 2; }
bad=0; y=0; n=0; i=0
for f in "$dir"/y_*.json; do
  y=$((y+1))
  "$bin" classify "$f" >/dev/null 2>/tmp/pushsim-conf.err || { echo "y FAIL $f: $(cat /tmp/pushsim-conf.err)"; bad=$((bad+1)); }
done
for f in "$dir"/n_*.json; do
  n=$((n+1))
  "$bin" classify "$f" >/dev/null 2>/tmp/pushsim-conf.err; rc=$?
  lines=$(wc -l </tmp/pushsim-conf.err)
  if [ "$rc" -ne 2 ] || [ "$lines" -ne 1 ] || ! grep -qE ':[0-9]+:[0-9]+: error: ' /tmp/pushsim-conf.err; then
    echo "n FAIL (exit $rc, $lines lines) $f: $(cat /tmp/pushsim-conf.err)"; bad=$((bad+1))
  fi
done
for f in "$dir"/i_*.json; do
  i=$((i+1))
  "$bin" classify "$f" >/dev/null 2>&1; rc=$?
  [ "$rc" -le 2 ] || { echo "i CRASH (exit $rc) $f"; bad=$((bad+1)); }
done
echo "JSONTestSuite: $y y_ accepted, $n n_ rejected with a position, $i i_ without a crash; $bad failures"
[ "$bad" -eq 0 ]
