#!/usr/bin/env bash
# Checks pushsim's inputs and outputs with real consumers: the PyPI `jsonschema` validator
# against the JSON Schema files in docs/ (scenarios, run, simulate, lint, wiring, check's findings) and GitLab's documented
# Code Quality fields, PyPI `junitparser` on the JUnit reports of run and lint, and Python's XML
# parser on the Checkstyle report, for the samples and for a repository whose every input text is hostile
# (scripts/hostile_repo.py: each output must also hold no forged workflow command or raw control, and read the input's
# text back). Installed into .build/schema-venv once.
set -euo pipefail
bin=${1:?usage: validate-schemas.sh PUSHSIM}
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.build/schema-venv"
. "$root/scripts/lib.sh"
ensure_venv "$venv" jsonschema==4.23.0 junitparser==3.2.0
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$root"
"$bin" run samples/scenarios --format json > "$out/scenario-result.json"
"$bin" run samples/scenarios --format junit > "$out/scenarios.xml"
printf '{"schema": "pushsim.scenario/1", "steps": [{"deliver": "missing.json"}]}' > "$out/broken.json"
"$bin" run "$out/broken.json" --format json > "$out/scenario-result-error.json" 2>/dev/null && exit 1 || true
"$bin" simulate samples/payloads --all-apps --format json > "$out/matrix.json"
# The one finding record from wiring and run too (a baseline option selects it for --format json).
"$bin" wiring samples/apps/mapp-completion-twice --format json --max-warnings 0 > "$out/findings-wiring.json" || [ $? -eq 1 ]
"$bin" run samples/scenarios --format json --max-warnings 0 > "$out/findings-run.json"
# pushsim wiring on every sample app (exit 1 is a defect sample's error finding; 2 would be unreadable input).
for app in samples/apps/*/; do
  name=$(basename "$app")
  status=0; "$bin" wiring "$app" --format json > "$out/wiring-$name.json" || status=$?
  [ "$status" -le 1 ] || { echo "pushsim wiring $app exited $status"; exit 1; }
done
for format in json junit checkstyle gitlab; do
  "$bin" check samples/repository --root samples/repository --format "$format" > "$out/check.$format" || [ $? -eq 1 ]
  "$bin" lint --config samples/templates/.pushsim.json samples/templates --format "$format" > "$out/lint.$format" || true
  "$bin" lint samples/templates/mapp/spring-sale.json missing.json --no-config --format "$format" > "$out/lint-unreadable.$format" 2>/dev/null || true
done
# Issue 31: the same consumers read what pushsim writes when every input text is hostile (scripts/hostile_repo.py):
# folder and file names the survey finds, payload keys and values, scenario fields, app code, profile values.
python3 "$root/scripts/hostile_repo.py" "$out/hostile"
repo="$out/hostile/repo"
h=$(cat "$out/hostile/hostile.txt")
app="$repo/$h-app"
for format in json junit checkstyle gitlab; do
  status=0; "$bin" check "$repo" --verbose --format "$format" > "$out/hostile-check.$format" 2> "$out/hostile-check-$format.err" || status=$?
  [ "$status" -le 2 ] || { echo "pushsim check (hostile) exited $status"; exit 1; }
  "$bin" lint --no-config "$repo/$h" --format "$format" > "$out/hostile-lint.$format" 2> "$out/hostile-lint-$format.err" || true
done
"$bin" run "$repo/$h-scenarios/$h.json" --format json > "$out/hostile-run.json" 2> "$out/hostile-run.err" || true
"$bin" run "$repo/$h-scenarios/$h.json" --format junit > "$out/hostile-run.junit" 2>> "$out/hostile-run.err" || true
"$bin" simulate "$repo/$h/$h.json" --all-apps --format json > "$out/hostile-matrix.json" 2> "$out/hostile-matrix.err" || true
"$bin" wiring "$app" --format json > "$out/hostile-wiring.json" 2> "$out/hostile-wiring.err" || true
"$bin" init "$repo" --print > "$out/hostile-init.json" 2> "$out/hostile-init.err"
"$bin" profile grovs --set "sdks.grovs.apiKey=$h" > "$out/hostile-profile.json"
"$bin" wiring "$app" --emit-profile > "$out/hostile-emit-profile.json" 2> "$out/hostile-emit-profile.err" || true
python3 "$root/scripts/hostile_repo.py" --check "$out"/hostile-*
"$venv/bin/python" - "$root" "$out" <<'PY'
import json, sys, pathlib
import jsonschema, junitparser
root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
failed = False
def check(schema_name, documents):
    global failed
    schema = json.loads((root / "docs" / schema_name).read_text())
    validator = jsonschema.Draft202012Validator(schema)
    validator.check_schema(schema)
    for name, document in documents:
        errors = list(validator.iter_errors(document))
        for error in errors[:5]:
            print(f"{name}: /{'/'.join(map(str, error.path))}: {error.message}")
        failed = failed or bool(errors)
    print(f"{schema_name}: {len(documents)} document(s) {'INVALID' if failed else 'valid'}")
check("scenario.schema.json", [(p.name, json.loads(p.read_text())) for p in sorted((root / "samples" / "scenarios").glob("*.json"))])
check("scenario-result.schema.json", [(p.name, json.loads(p.read_text())) for p in [out / "scenario-result.json", out / "scenario-result-error.json"]])
check("matrix.schema.json", [("matrix.json", json.loads((out / "matrix.json").read_text()))])
check("lint.schema.json", [(n, json.loads((out / n).read_text())) for n in ["lint.json", "lint-unreadable.json"]])
check("findings.schema.json", [(n, json.loads((out / n).read_text())) for n in ["check.json", "findings-wiring.json", "findings-run.json"]])
check("wiring.schema.json", [(p.name, json.loads(p.read_text())) for p in sorted(out.glob("wiring-*.json"))])
# Hostile inputs (issue 31): each document parses, matches its schema, and reads the input's text back.
hostile = (out / "hostile" / "hostile.txt").read_bytes().decode()  # not read_text: no newline translation of the CR
def strings(value):
    if isinstance(value, str): return [value]
    if isinstance(value, list): return [s for item in value for s in strings(item)]
    if isinstance(value, dict): return list(value) + [s for item in value.values() for s in strings(item)]
    return []
check("findings.schema.json", [("hostile-check.json", json.loads((out / "hostile-check.json").read_text()))])
check("lint.schema.json", [("hostile-lint.json", json.loads((out / "hostile-lint.json").read_text()))])
check("scenario-result.schema.json", [("hostile-run.json", json.loads((out / "hostile-run.json").read_text()))])
check("matrix.schema.json", [("hostile-matrix.json", json.loads((out / "hostile-matrix.json").read_text()))])
check("wiring.schema.json", [("hostile-wiring.json", json.loads((out / "hostile-wiring.json").read_text()))])
for name, expected in [("hostile-init.json", hostile), ("hostile-profile.json", hostile), ("hostile-lint.json", hostile),
                       ("hostile-emit-profile.json", "##[error]")]:
    found = any(expected in s for s in strings(json.loads((out / name).read_text())))
    print(f"{name}: {'reads' if found else 'DOES NOT READ'} the input's text back")
    failed = failed or not found
gitlab = json.loads((root / "scripts" / "schemas" / "gitlab-code-quality.json").read_text())
validator = jsonschema.Draft202012Validator(gitlab)
for name in ["lint.gitlab", "lint-unreadable.gitlab", "check.gitlab", "hostile-lint.gitlab", "hostile-check.gitlab"]:
    errors = list(validator.iter_errors(json.loads((out / name).read_text())))
    for error in errors[:5]: print(f"{name}: {error.message}")
    failed = failed or bool(errors)
print("gitlab code quality: " + ("INVALID" if failed else "valid"))
import xml.etree.ElementTree as ET
for name in ["lint.checkstyle", "lint-unreadable.checkstyle", "check.checkstyle", "hostile-lint.checkstyle", "hostile-check.checkstyle"]:
    tree = ET.parse(out / name).getroot()
    ok = tree.tag == "checkstyle" and all(f.tag == "file" and f.get("name") for f in tree) and all(
        e.get("line") and e.get("severity") in ("error", "warning", "info") and e.get("source", "").startswith("pushsim.") for f in tree for e in f)
    print(f"{name}: {len(tree)} files, {sum(len(f) for f in tree)} errors, {'valid' if ok else 'INVALID'} checkstyle")
    failed = failed or not ok
for name in ["lint.junit", "lint-unreadable.junit", "check.junit", "hostile-lint.junit", "hostile-check.junit", "hostile-run.junit"]:
    report = junitparser.JUnitXml.fromfile(str(out / name))
    cases = [case for suite in report for case in suite]
    bad = [c for c in cases if not c.name]
    print(f"{name}: junitparser reads {len(cases)} test cases ({sum(1 for c in cases if not c.is_passed)} not passed)")
    failed = failed or bool(bad) or not cases
xml = junitparser.JUnitXml.fromfile(str(out / "scenarios.xml"))
cases = [case for suite in xml for case in suite]
expected = json.loads((out / "scenario-result.json").read_text())["summary"]["expectations"]
if len(cases) != expected or any(not case.name for case in cases):
    print(f"scenarios.xml: {len(cases)} test cases, expected {expected}"); failed = True
print(f"scenarios.xml: junitparser reads {len(xml)} suites, {len(cases)} test cases, {sum(1 for c in cases if not c.is_passed)} failing")
sys.exit(1 if failed else 0)
PY
