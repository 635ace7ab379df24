#!/usr/bin/env python3
"""Keeps the outputs shown in README.md real.

Each `<!-- run: ARGS -->` (or `<!-- run-raw: ARGS -->`, output only, for ```mermaid blocks) comment (optionally `<!-- run: ARGS | in DIR -->`) is followed by a
fenced block; this script runs `pushsim ARGS` (from DIR, default the repository root) and writes
`$ pushsim ARGS` plus its output (stdout and stderr, as a terminal shows them) into the block.
`--check` only compares, and exits 1 when README.md is stale.
"""
import os, re, shlex, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.join(root, ".build", "debug", "pushsim")
readme = os.path.join(root, "README.md")
pattern = re.compile(r"(<!-- run(-raw)?: (.+?) -->\n```[a-z]*\n)(.*?)(```)", re.S)

def render(match):
    raw = match.group(2) is not None
    spec = match.group(3)
    args, _, directory = spec.partition(" | in ")
    cwd = os.path.join(root, directory.strip()) if directory else root
    env = dict(os.environ, NO_COLOR="1")
    shell = args.strip()
    command = shell.replace("pushsim", shlex.quote(binary))
    result = subprocess.run(["bash", "-c", command + " 2>&1"], cwd=cwd, env=env, capture_output=True, text=True)
    output = result.stdout.replace(binary, "pushsim")
    if raw:
        return match.group(1) + output + match.group(5)
    shown = f"$ {shell}\n{output}"
    if result.returncode not in (0,):
        shown += f"$ echo $?\n{result.returncode}\n"
    return match.group(1) + shown + match.group(5)

text = open(readme, encoding="utf-8").read()
new = pattern.sub(render, text)
if "--check" in sys.argv:
    if new != text:
        print("README.md outputs are stale: run `make readme` and review the diff")
        sys.exit(1)
    print("README.md outputs match the binary")
else:
    open(readme, "w", encoding="utf-8").write(new)
