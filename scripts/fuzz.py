"""Runs the libFuzzer targets of fuzz/ and says what they found.

Needs a COMPASS_FUZZ build (see docs/hardening.md):

    cmake -G Ninja -S . -B build-sanitize -DCOMPASS_FUZZ=ON \\
        -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 ...
    ninja -C build-sanitize
    python3 scripts/fuzz.py --build build-sanitize --runs 1000000

The IR targets (ir, lower, opencl) start from every test/**/*.mlir, split at
`// -----` as the lit tests split them, and use the generated dictionary of
op names; compass-fuzz-sim builds its own kernels from 256 fixed random
inputs onwards. Every target also replays
fuzz/regressions/<target>/ (inputs that once failed). New inputs go to
<work>/corpus-<target>, crashes to <work>/crashes-<target>. One line per
target: executions, crashes, seconds; the exit code is non-zero if any
target crashed.
"""

import argparse
import glob
import hashlib
import os
import random
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = ("ir", "lower", "opencl", "sim", "native")
IR_TARGETS = ("ir", "lower", "opencl")


def write_seeds(directory):
    """The lit tests' inputs, one file per `// -----` split."""
    os.makedirs(directory, exist_ok=True)
    count = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.mlir"), recursive=True)):
        text = open(path, encoding="utf-8").read()
        for piece in re.split(r"^// -----\s*$", text, flags=re.M):
            data = piece.encode()
            if not data.strip():
                continue
            name = hashlib.sha1(data).hexdigest()
            with open(os.path.join(directory, name), "wb") as handle:
                handle.write(data)
            count += 1
    return count


def write_random_seeds(directory, count=256):
    """Random inputs of 256 B to 2 KiB (the same ones every time) for
    compass-fuzz-sim: libFuzzer's own inputs start tiny and grow slowly, and
    a kernel needs a few hundred bytes of choices to get interesting."""
    os.makedirs(directory, exist_ok=True)
    rng = random.Random(20261126)
    for index in range(count):
        data = bytes(rng.getrandbits(8) for _ in range(rng.randint(256, 2048)))
        with open(os.path.join(directory, f"random-{index:03}"), "wb") as handle:
            handle.write(data)
    return count


def run_target(build, work, target, runs, max_len):
    binary = os.path.join(build, "bin", f"compass-fuzz-{target}")
    corpus = os.path.join(work, f"corpus-{target}")
    crashes = os.path.join(work, f"crashes-{target}")
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(crashes, exist_ok=True)
    inputs = [corpus]
    if target in IR_TARGETS:
        inputs.append(os.path.join(work, "seeds"))
    else:
        inputs.append(os.path.join(work, "seeds-sim"))
    # compass-fuzz-native replays the kernels that once broke compass-fuzz-sim.
    regressions = os.path.join(ROOT, "fuzz", "regressions",
                               "sim" if target == "native" else target)
    if os.path.isdir(regressions):
        inputs.append(regressions)
    command = [binary, *inputs, f"-runs={runs}", f"-max_len={max_len}",
               f"-artifact_prefix={crashes}/", "-print_final_stats=1", "-timeout=30",
               "-rss_limit_mb=4096"]
    if target in IR_TARGETS:
        command.append(f"-dict={os.path.join(build, 'fuzz', 'compass.dict')}")
    else:
        command.append("-len_control=0")
    log = os.path.join(work, f"{target}.log")
    before = set(os.listdir(crashes))
    began = time.monotonic()
    with open(log, "w", encoding="utf-8") as handle:
        code = subprocess.call(command, stdout=handle, stderr=subprocess.STDOUT)
    seconds = time.monotonic() - began
    text = open(log, encoding="utf-8", errors="replace").read()
    executed = re.findall(r"stat::number_of_executed_units:\s*(\d+)", text)
    new = sorted(set(os.listdir(crashes)) - before)
    summary = re.findall(r"^compass-fuzz-(?:sim|native): .*$", text, re.M)
    return code, int(executed[-1]) if executed else 0, new, seconds, summary, log


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build-sanitize"),
                        help="the COMPASS_FUZZ build directory")
    parser.add_argument("--work", default=os.path.join(ROOT, "build-sanitize", "fuzz-work"),
                        help="corpora, crashes and logs")
    parser.add_argument("--targets", default=",".join(TARGETS),
                        help=f"comma-separated, of {', '.join(TARGETS)}")
    parser.add_argument("--runs", type=int, default=100000, help="executions per target")
    parser.add_argument("--max-len", type=int, default=4096, help="longest input")
    options = parser.parse_args()

    targets = [t for t in options.targets.split(",") if t]
    unknown = set(targets) - set(TARGETS)
    if unknown:
        sys.exit(f"unknown targets: {sorted(unknown)}")
    for target in targets:
        if not os.path.exists(os.path.join(options.build, "bin", f"compass-fuzz-{target}")):
            sys.exit(f"{options.build} has no compass-fuzz-{target}: configure it with "
                     "-DCOMPASS_FUZZ=ON (docs/hardening.md)")
    os.makedirs(options.work, exist_ok=True)
    if any(t in IR_TARGETS for t in targets):
        print(f"seeds: {write_seeds(os.path.join(options.work, 'seeds'))} inputs from test/",
              flush=True)
    if "sim" in targets or "native" in targets:
        write_random_seeds(os.path.join(options.work, "seeds-sim"))
    failed = False
    for target in targets:
        code, executed, crashes, seconds, summary, log = run_target(
            options.build, options.work, target, options.runs, options.max_len)
        failed |= code != 0 or bool(crashes)
        print(f"compass-fuzz-{target:7} {executed:>9} executions  {len(crashes)} crashes  "
              f"{seconds:7.0f}s  (exit {code}, log {log})", flush=True)
        for line in summary:
            print(f"    {line}")
        for crash in crashes:
            print(f"    crash: {os.path.join(options.work, f'crashes-{target}', crash)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
