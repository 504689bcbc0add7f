"""Compass quick start: three kernels built, printed, simulated and run on POCL.

Each kernel is compiled to OpenCL C (printed), run in the Compass simulator
(calling the prim_func from Python) and on POCL (the Executor), and both
results are compared with NumPy.
"""

import numpy as np

from compass import BuildManager, script as S
from compass.testing import assert_allclose, rand


@S.prim_func
def scalar_add(a: S.ptr("float32", "global"), b: S.ptr("float32", "global"),
               c: S.ptr("float32", "global"), n: S.i32):
    # Every TEC computes every element: the writes agree.
    for i in range(n):
        c[i] = a[i] + b[i]


@S.prim_func
def vector_add(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"),
               c: S.ptr("int32", "global"), n: S.i32):
    # TEC t takes vectors t, t + 4, t + 8, …: 8 int32 lanes each.
    tec_num = S.get_local_size()
    for i in range(S.get_local_id() * 8, n, tec_num * 8):
        va = S.vload(a + i)
        vb = S.vload(b + i)
        S.vstore(S.vadd(va, vb), c + i)


@S.prim_func
def clamp_scale(x: S.i32, low: S.i32, high: S.i32) -> S.i32:
    return S.min(S.max(x, low), high) * 3


@S.prim_func
def clamp_scale_all(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    for i in range(n):
        out[i] = clamp_scale(a[i], -100, 100)


def check(title, kernel, make_args, expected):
    bm = BuildManager(target="X2_1204")
    ex = bm.build(kernel)
    print(f"===== {title}: OpenCL C =====")
    print(ex.c_code)
    sim_args, cl_args = make_args(), make_args()
    kernel(*sim_args)   # the Compass simulator
    ex(*cl_args)        # the OpenCL C on POCL
    verdicts = []
    for where, args in (("simulator", sim_args), ("POCL", cl_args)):
        try:
            assert_allclose(args[-2], expected)
            verdicts.append(f"{where} OK")
        except AssertionError as error:
            verdicts.append(f"{where} MISMATCH ({error})")
    ok = all(v.endswith("OK") for v in verdicts)
    print(f"[{'PASS' if ok else 'FAIL'}] {title}: {', '.join(verdicts)}")
    return ok


def main():
    n = 100
    a32, b32 = rand(n, "float32"), rand(n, "float32")
    ok = check("float32 scalar add", scalar_add,
               lambda: [a32.copy(), b32.copy(), np.zeros(n, np.float32), n], a32 + b32)

    n = 8 * 4 * 16
    ai, bi = rand(n, "int32", -1000, 1000), rand(n, "int32", -1000, 1000)
    ok &= check("int32x8 vector add over 4 TECs", vector_add,
                lambda: [ai.copy(), bi.copy(), np.zeros(n, np.int32), n], ai + bi)

    n = 64
    values = rand(n, "int32", -300, 300)
    ok &= check("subroutine returning a scalar", clamp_scale_all,
                lambda: [values.copy(), np.zeros(n, np.int32), n],
                np.clip(values, -100, 100) * 3)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
