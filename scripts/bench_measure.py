#!/usr/bin/env python3
"""make bench's measuring loop: commands run interleaved (round 1 runs each once, then round 2 ...), so
drift in the machine's load hits every command alike. Each run's wall time, CPU time (user + system of the
process and all its children, from wait4) and peak RSS are taken, and its exit code is checked against the
expected set: a command that fails is an error, not a fast run.

usage: bench_measure.py ROUNDS NAME EXPECTED_CODES -- CMD... [;; NAME EXPECTED_CODES -- CMD...]...
Prints one line per command: NAME WALL_MEDIAN CPU_MEDIAN PEAK_KIB (seconds, KiB).
"""
import os, statistics, subprocess, sys, time

def parse(argv):
    rounds, rest = int(argv[0]), argv[1:]
    commands, current = [], []
    for arg in rest + [";;"]:
        if arg == ";;":
            if current:
                name, codes, sep, *cmd = current
                assert sep == "--" and cmd, "each command is NAME CODES -- CMD..."
                commands.append((name, {int(c) for c in codes.split(",")}, cmd))
            current = []
        else:
            current.append(arg)
    return rounds, commands

def run(cmd):
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(cmd, stdout=null, stderr=null)
        _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped by wait4: tell Popen so it does not wait again
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode

def main():
    rounds, commands = parse(sys.argv[1:])
    samples = {name: [] for name, _, _ in commands}
    for _ in range(rounds):
        for name, codes, cmd in commands:
            wall, cpu, peak, code = run(cmd)
            if code not in codes:
                sys.exit(f"bench: {name} exited {code} (expected {sorted(codes)}): {' '.join(cmd)}")
            samples[name].append((wall, cpu, peak))
    for name, _, _ in commands:
        runs = samples[name]
        print(name, f"{statistics.median(r[0] for r in runs):.3f}", f"{statistics.median(r[1] for r in runs):.3f}",
              max(r[2] for r in runs))

main()
