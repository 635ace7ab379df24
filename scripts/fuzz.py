#!/usr/bin/env python3
"""make fuzz: mutation fuzzing of pushsim from the command line.

Seeds are the project's samples (and ../shared's corpus and JSONTestSuite when present). Each round
writes a batch of mutated files (byte flips, truncation, splices, token insertions, deep nesting,
invalid UTF-8, NUL bytes, huge strings) and runs `pushsim lint` (with mutated configs too),
`pushsim classify`, `pushsim tap` (with mutated profiles and `--set` values), `pushsim simulate` and
`pushsim run` (with mutated scenarios) on them, some with stdout closed. Any exit code other than 0,
1 or 2 (a crash, a trap, a signal), or a run over 20 s (a hang), fails, and the input is kept in
.build/fuzz/crashes/.
"""
import os, random, shutil, subprocess, sys, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
binary = str(root / ".build" / "debug" / "pushsim")
rounds = int(os.environ.get("FUZZ_ROUNDS", "40"))
batch = int(os.environ.get("FUZZ_BATCH", "500"))
rng = random.Random(int(os.environ.get("FUZZ_SEED", "1")))
work = root / ".build" / "fuzz"
crashes = work / "crashes"

seeds = [p.read_bytes() for p in (root / "samples").rglob("*") if p.suffix in (".json", ".apns") and p.is_file()]
for extra in ["../shared/corpus", "../shared/jsontestsuite/test_parsing"]:
    folder = (root / extra).resolve()
    if folder.is_dir():
        seeds += [p.read_bytes() for p in folder.rglob("*.json") if p.stat().st_size < 100_000]

tokens = [b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\\u0000", b"\\ud800", b"null", b"true", b"1e999", b"-0", b"{{x}}", b"//", b"/*",
          b"\xff", b"\xc0\x80", b"\x00", b'"aps"', b'"content-available"', b'"_nm"', b'"grovs_campaign_id"', b'"p"', b'"push_provider"']

def mutate(data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        op = rng.randrange(8)
        at = rng.randrange(len(data) + 1)
        if op == 0 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif op == 1:
            data[at:at] = rng.choice(tokens)
        elif op == 2 and data:
            del data[at:at + rng.randint(1, 16)]
        elif op == 3:
            data = data[:at]
        elif op == 4:
            other = rng.choice(seeds)
            start = rng.randrange(len(other) + 1)
            data[at:at] = other[start:start + rng.randint(1, 64)]
        elif op == 5:
            depth = rng.choice([10, 500, 3000])
            data[at:at] = b"[" * depth + b"]" * rng.choice([0, depth])
        elif op == 6:
            data[at:at] = b'"' + b"x" * rng.choice([100, 5000, 70000]) + b'"'
        else:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    return bytes(data)

def run(args, files, closed_stdout=False):
    args = [a.replace("\x00", "") for a in args]  # argv cannot carry NUL
    try:
        if closed_stdout:
            result = subprocess.run(["bash", "-c", '"$0" "$@" >&-', binary] + args, cwd=work, capture_output=False,
                                    stderr=subprocess.PIPE, timeout=20)
        else:
            result = subprocess.run([binary] + args, cwd=work, capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        crashes.mkdir(parents=True, exist_ok=True)
        for f in files:
            shutil.copy(f, crashes)
        print(f"HANG (over 20 s) on {' '.join(args)}")
        return False
    if result.returncode not in (0, 1, 2):
        crashes.mkdir(parents=True, exist_ok=True)
        for f in files:
            shutil.copy(f, crashes)
        print(f"CRASH (exit {result.returncode}) on {' '.join(args)}: {result.stderr[-400:]!r}")
        return False
    return True

ok = True
total = 0
for r in range(rounds):
    batch_dir = work / "batch"
    shutil.rmtree(batch_dir, ignore_errors=True)
    batch_dir.mkdir(parents=True)
    files = []
    for i in range(batch):
        path = batch_dir / f"f{i:04d}.{rng.choice(['json', 'apns'])}"
        path.write_bytes(mutate(rng.choice(seeds)))
        files.append(path)
    total += len(files)
    ok &= run(["lint", "--no-config", "--format", "sarif", "batch"], files)
    ok &= run(["classify", "--format", "json", "batch"], files)
    for f in rng.sample(files, 20):
        state = rng.choice(["foreground", "background", "terminated", "force-quit", "never-launched"])
        app = rng.choice(["plain", "mapp-manual", "mapp-auto", "netmera", "grovs", "multi", "firebase", "onesignal", "braze", "braze-auto",
                          "clevertap", "clevertap-auto", "iterable", "customerio", "airship", "airship-manual"])
        ok &= run([rng.choice(["tap", "deliver", "dismiss"]), str(f.relative_to(work)), "--state", state, "--app", app, "--format", "json"], [f])
        ok &= run(["inspect", str(f.relative_to(work)), "--format", "json"], [f], closed_stdout=rng.random() < 0.2)
    # A mutated config, profile and scenario per round.
    config = work / "config.json"
    config.write_bytes(mutate(rng.choice([b'{"rules": {"aps-unknown-key": "error"}, "placeholders": {"maxLength": 64, "types": {"b": "integer"}}}',
                                          b'{"include": ["**/*.json"], "exclude": ["**/**/x*"], "suppressions": [{"rule": "aps-badge-type", "files": "*", "reason": "r"}]}'])))
    ok &= run(["lint", "--config", str(config.relative_to(work)), "--format", rng.choice(["json", "github", "junit", "checkstyle", "gitlab", "markdown"]), "batch"], [config])
    profile = work / "profile.json"
    profile.write_bytes(mutate(b'{"schema": "pushsim.app/1", "app": {"sdks": ["grovs", "mapp"], "delegate": {"assigned": "after-launch-returns"}}, "sdks": {"grovs": {"network": "down"}}}'))
    f = rng.choice(files)
    ok &= run(["tap", str(f.relative_to(work)), "--state", "terminated", "--app", str(profile.relative_to(work))], [profile, f])
    # One argv string holds at most 128 KiB on Linux (MAX_ARG_STRLEN): the mutation is cut below it, or the OS refuses
    # to start the binary at all.
    assignment = mutate(b"sdks.grovs.linkData={\"a\": 1}").replace(b"\x00", b"").decode("utf-8", "replace").replace("\x00", "")
    assignment = assignment.encode("utf-8")[:100_000].decode("utf-8", "ignore")
    ok &= run(["tap", str(f.relative_to(work)), "--state", "background", "--set", assignment], [f])
    ok &= run(["simulate", str(f.relative_to(work)), "--all-apps", "--format", rng.choice(["text", "json", "html", "markdown"])], [f])
    scenario = batch_dir / "scenario.json"
    scenario.write_bytes(mutate(b'{"schema": "pushsim.scenario/1", "app": "grovs", "state": "background", "steps": [{"deliver": "f0000.json", "id": "a"}, {"tap": "a"}, "kill", "launch", {"advance": "5m"}, {"expect": {"tracked": [{"sdk": "grovs", "count": 1}], "state": "foreground"}}]}'))
    ok &= run(["run", str(scenario.relative_to(work)), "--format", rng.choice(["text", "json", "junit"])], [scenario])
print(f"fuzz: {total} mutated inputs through lint (and configs), classify, inspect, the simulator (and profiles), simulate and run: {'no crash, no hang' if ok else 'CRASHES, see .build/fuzz/crashes'}")
sys.exit(0 if ok else 1)
