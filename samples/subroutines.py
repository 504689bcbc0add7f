"""Subroutines and macros: splitting a kernel into pieces.

What it shows, on a matrix-vector product with a scale, a bias and a clamp per row:
  * a subroutine is another `@S.prim_func` called by name from the kernel: `dot` takes two
    pointers and a count and returns a scalar; it becomes a function of its own in the
    OpenCL C (`@S.prim_func(is_inline=True)` asks the C compiler to inline it, as `clamp`);
  * subroutine parameters may have defaults and be passed by keyword (`clamp(x, hi=...)`);
  * a macro (`@S.macro`) is pasted where it is used, like a C preprocessor macro. Names in
    its body that are not parameters are looked up where the macro is *defined* (hygienic,
    the default: `scaled` sees the module's SCALE) or, with `hygienic=False`, where it is
    *used* (`biased` sees the kernel's local variable `bias`);
  * both run in the simulator as in the C (upstream's Python simulator cannot run macros).

Run:  PYTHONPATH=build/python_packages /usr/bin/python3 samples/subroutines.py [--show-c]
"""

import sys

import numpy as np

from compass import BuildManager, script as S
from compass.testing import assert_allclose, rand

LANES = 8
SCALE = 3


@S.prim_func
def dot(x: S.ptr("int32", "global"), y: S.ptr("int32", "global"), count: S.i32) -> S.i32:
    acc = S.i32x8(0)
    for i in range(0, count, LANES):
        live = S.tail_mask(S.min(count - i, LANES), LANES)
        product = S.vmul(S.vload(x + i, mask=live), S.vload(y + i, mask=live))
        acc = S.vadd(acc, product, mask=live, r=acc)
    return S.vrpadd(acc)[0]


@S.prim_func(is_inline=True)
def clamp(x: S.i32, lo: S.i32 = 0, hi: S.i32 = 255) -> S.i32:
    return S.min(S.max(x, lo), hi)


@S.macro
def scaled(value):
    return value * SCALE            # SCALE: the module's, fixed when the macro is defined


@S.macro(hygienic=False)
def biased(value):
    return value + bias             # bias: the variable of that name where the macro is used


@S.prim_func
def matvec(m: S.ptr("int32", "global"), v: S.ptr("int32", "global"),
           out: S.ptr("int32", "global"), rows: S.i32, cols: S.i32, offset: S.i32,
           limit: S.i32):
    bias = offset * 2
    for r in range(S.get_local_id(), rows, S.get_local_size()):
        out[r] = clamp(biased(scaled(dot(m + r * cols, v, cols))), hi=limit)


def main(argv):
    ex = BuildManager(target="X2_1204").build(matvec)
    if "--show-c" in argv:
        print(ex.c_code)
    else:
        functions = [line for line in ex.c_code.splitlines()
                     if line.rstrip().endswith("{") and "(" in line and not line.startswith(" ")]
        print("functions in the OpenCL C:\n  " + "\n  ".join(functions))

    rows, cols, offset, limit = 123, 77, 500, 20000
    m = rand((rows, cols), "int32", low=-20, high=20)
    v = rand((cols,), "int32", low=-20, high=20)
    products = m.astype(np.int64) @ v.astype(np.int64)
    expected = np.clip(products * SCALE + 2 * offset, 0, limit).astype(np.int32)
    ok = True
    for where, run in (("simulator", matvec), ("POCL", ex)):
        out = np.zeros(rows, np.int32)
        run(m, v, out, rows, cols, offset, limit)
        try:
            assert_allclose(out, expected)
            print(f"matvec {rows}x{cols}: {where} matches NumPy")
        except AssertionError as error:
            print(f"matvec {rows}x{cols}: {where} MISMATCH\n{error}")
            ok = False
    print("[PASS] subroutines" if ok else "[FAIL] subroutines")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
