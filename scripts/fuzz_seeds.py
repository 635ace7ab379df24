#!/usr/bin/env python3
"""Seed corpus for the libFuzzer target (Sources/pushsim-fuzz): byte 0 picks the entry point, byte 1 a variant
(reporter, app state, profile), the rest is the input. Seeds are the project's own samples only."""
import pathlib, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
binary = str(root / ".build" / "debug" / "pushsim")
count = 0
def put(selector, variant, data):
    global count
    (out / f"seed{count:04d}").write_bytes(bytes([selector, variant % 256]) + data); count += 1
# 0 classify, 1 inspect, 2 lint (reporters), 3 tap, 4 simulate, 7 tap --set: payloads on stdin.
for index, path in enumerate(sorted((root / "samples" / "payloads").iterdir())):
    for selector in (0, 1, 2, 3, 4):
        put(selector, index * 7 + selector, path.read_bytes())
for text in [b"app.delegate.assigned=after-launch-returns", b"app.notificationsAuthorized=false", b"mapp.configured=later"]:
    put(7, count, text)
# 5 a lint config, 6 an app profile, 8 a scenario: written to a file and named on the command line.
for path in root.rglob(".pushsim.json"):
    if ".build" not in path.parts: put(5, count, path.read_bytes())
for name in ["plain", "mapp-manual", "mapp-auto", "netmera", "grovs", "multi"]:
    put(6, count, subprocess.run([binary, "profile", name], capture_output=True, check=True).stdout)
for path in sorted((root / "samples" / "scenarios").glob("*.json")):
    put(8, count, path.read_bytes())
# 9 Objective-C (and, as scanner input, Swift) sources of the sample apps; 10 their project files.
for path in sorted((root / "samples" / "apps").rglob("*")):
    if path.suffix in (".m", ".h", ".swift"): put(9, count, path.read_bytes())
    if path.name in ("Info.plist", "Podfile.lock", "Package.resolved"):
        put(10, {"Info.plist": 0, "Podfile.lock": 1, "Package.resolved": 2}[path.name], path.read_bytes())
# Issue 18: a hostile string in every field the oracle checks: payload keys and values, profile names, scenario
# fields, config keys and values, command-line values.
hostile = "x\n::error file=F::o\r\u001b[2J\u202e ##[error] <img src=x> ![i](https://e/i.png) [l](https://e) @o www.e `c` | c \u0085"
import json
h = json.dumps(hostile)
put(2, 0, f'{{"aps": {{"alert": {h}, {h}: 1, "category": {h}}}, "push_provider": {h}, "apx_dpl": {h}}}'.encode())
put(4, 2, f'{{"aps": {{"alert": "x", "category": {h}}}, "push_provider": "mapp_engage", "p": 7, "apx_dpl": {h}}}'.encode())
put(6, 0, f'{{"schema": "pushsim.app/1", "name": {h}, "app": {{{h}: true}}}}'.encode())
put(5, 7, f'{{"rules": {{{h}: "error"}}, "provider": {h}, "placeholders": {{"pattern": {h}}}}}'.encode())
for field in ("name", "app", "state"):
    put(8, 0, f'{{"schema": "pushsim.scenario/1", "{field}": {h}, "steps": ["launch", {{"tap": {h}}}, {{"deliver": {h}}}]}}'.encode())
for variant in range(4):
    put(7, variant, hostile.encode())
print(f"{count} seeds in {out}")
