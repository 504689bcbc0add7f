"""Random faulty kernels for fuzz_python.py: what a user writes that must end in
a located error on every path and never kill or hang the process.

Each generated case is a kernel's source, a function making its arguments,
and what must happen:
- "error": the simulator, `ex(...)` and `ex.benchmark(...)` each raise a
  CompassError whose message names the kernel's file and contains `needle`;
- "agree": the simulator and POCL (checked and plain) either all give the
  same arrays or all raise a CompassError naming the kernel's file (a view
  read or written inside or outside the memory it spans).

Kinds: barriers only some TECs reach (an `if`, an early `return`, a loop
whose trip count depends on the TEC, two different barriers), endless loops
(a `while` on memory nobody changes, a `for` whose step is 0 at run time),
private allocations beyond the target's limit, accesses through random
NumPy views (strided, reversed, sliced twice) at random indices, and
accesses far out of bounds (bad addresses: natively a fault the wall stops).

fuzz_python.py also runs each natively (compass.jit) under a deadline:
errors located, an endless loop stopped by Ctrl-C, the process intact.
"""

import numpy as np

# The step limit the fault cases run under (COMPASS_SIM_STEP_LIMIT): an
# endless loop ends in a fraction of a second on every path.
STEP_LIMIT = 100_000


class Case:
    def __init__(self, kind, source, make_args, expect, needle=""):
        self.kind, self.source, self.make_args = kind, source, make_args
        self.expect, self.needle = expect, needle


def _divergent_barrier(rng, name):
    k = rng.randint(0, 3)
    form = rng.choice(["if", "return", "loop", "two"])
    if form == "if":
        body = f"    if S.get_local_id() == {k}:\n        S.barrier()\n"
    elif form == "return":
        body = f"    if S.get_local_id() == {k}:\n        return\n    S.barrier()\n"
    elif form == "loop":
        body = f"    for i in range(S.get_local_id() + {k}):\n        S.barrier()\n"
    else:
        body = (f"    if S.get_local_id() % 2 == {k % 2}:\n        S.barrier()\n"
                f"    else:\n        S.barrier()\n")
    source = (f"@S.prim_func\ndef {name}(a: S.ptr(\"int32\", \"global\")):\n{body}"
              f"    a[S.get_local_id()] = 1\n")
    return Case("divergent barrier", source, lambda: [np.zeros(4, np.int32)], "error",
                "barrier divergence")


def _endless_loop(rng, name):
    if rng.random() < 0.5:
        dtype = rng.choice(["int32", "float32", "uint8"])
        body = ("    x = 0\n    while a[0] == 0:\n        x += 1\n"
                "    out[S.get_local_id()] = x\n")
        needle = "step limit"
    else:
        dtype = "int32"
        body = ("    x = 0\n    for i in range(0, 10, a[1]):\n        x += i\n"
                "    out[S.get_local_id()] = x\n")
        needle = ""  # the simulator names the step, the C its limit
    source = (f"@S.prim_func\ndef {name}(a: S.ptr(\"{dtype}\", \"global\"), "
              f"out: S.ptr(\"int32\", \"global\")):\n{body}")
    return Case("endless loop", source,
                lambda: [np.zeros(4, dtype), np.zeros(4, np.int32)], "error", needle)


def _huge_private(rng, name):
    count = rng.choice([1 << 20, 1 << 24, (1 << 31) - 1])  # a MiB and more a TEC
    dtype = rng.choice(["int32", "int8", "float16"])
    # The output has the allocation's type, so that the one fault is its size.
    source = (f"@S.prim_func\ndef {name}(a: S.ptr(\"{dtype}\", \"global\")):\n"
              f"    t = S.alloc({count}, \"{dtype}\")\n"
              f"    t[0] = 1\n    a[S.get_local_id()] = t[0]\n")
    return Case("huge allocation", source, lambda: [np.zeros(4, dtype)], "error",
                "private")


def _view(rng, name):
    base_shape = rng.choice([(64,), (8, 8), (6, 10)])
    views = {
        1: ["a[::-1]", "a[::2]", "a[1::3]", "a[5:40][::-1]", "a[3:50:4]", "a[2:][::-2]"],
        2: ["a[::-1, :]", "a[:, ::-1]", "a[1:, 2:5]", "a[::2, ::-3]", "a[1:4][::-1]",
            "a[:, 3]"],
    }[len(base_shape)]
    view = rng.choice(views)
    index = rng.randint(-12, 70)
    write = rng.random() < 0.5
    access = "a[i] = 7" if write else "out[0] = a[i]"
    source = (f"@S.prim_func\ndef {name}(a: S.ptr(\"int32\", \"global\"), "
              f"out: S.ptr(\"int32\", \"global\"), i: S.i32):\n    {access}\n")

    def make_args():
        a = np.arange(int(np.prod(base_shape)), dtype=np.int32).reshape(base_shape)
        return [eval(view, {"a": a}), np.zeros(1, np.int32), index]  # noqa: S307 - our text

    return Case("view", source, make_args, "agree")


def _far_access(rng, name):
    index = rng.choice([1 << 28, 1 << 30, -(1 << 30), (1 << 31) - 1])
    write = rng.random() < 0.5
    access = "a[i] = 7" if write else "out[0] = a[i]"
    source = (f"@S.prim_func\ndef {name}(a: S.ptr(\"int32\", \"global\"), "
              f"out: S.ptr(\"int32\", \"global\"), i: S.i32):\n    {access}\n")
    return Case("far access", source,
                lambda: [np.zeros(16, np.int32), np.zeros(1, np.int32), index], "error",
                "")


KINDS = [_divergent_barrier, _endless_loop, _huge_private, _view, _far_access]


def generate(rng, count):
    """`count` random cases, kernels named fault_0 …"""
    return [rng.choice(KINDS)(rng, f"fault_{i}") for i in range(count)]
