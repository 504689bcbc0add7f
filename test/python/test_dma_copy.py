"""S.dma_copy: 1-D and 2-D copies between every allowed pair of scopes,
through the simulator and the OpenCL C on POCL, against NumPy; upstream's
refusals at build time and its limits when it runs."""

import numpy as np
import pytest

from compass import BuildManager, CompassError, CompassRuntimeError, script as S
from conftest import DMA_SCOPE_PAIRS, expected_row_copy, load_module


@pytest.mark.parametrize("src_scope,dst_scope", DMA_SCOPE_PAIRS)
@pytest.mark.parametrize("dtype", ["int8", "uint16", "float32"])
def test_every_scope_pair_2d(both, src_scope, dst_scope, dtype, tmp_path):
    kernel = _pair_kernel(src_scope, dst_scope, dtype, tmp_path)
    a = (np.arange(64) * 3 - 50).astype(dtype)
    out0 = np.full(72, 7, dtype)
    both.check(kernel, lambda: [a.copy(), out0.copy()], 1, expected_row_copy(a, out0))


def _pair_kernel(src_scope, dst_scope, dtype, tmp_path):
    """Each TEC stages its 16 elements where the source lives, copies 3 rows
    of 4 elements, 5 apart, into rows 6 apart where the destination lives,
    and brings the rows back to global memory (the kernel's text depends on
    the scopes, so it is written out as a module)."""
    lines = ["from compass import script as S", "", "",
             "@S.prim_func",
             f"def kernel(a: S.ptr('{dtype}', 'global'), out: S.ptr('{dtype}', 'global')):",
             "    tid = S.get_local_id()"]
    if src_scope == "global":
        lines.append("    src = a + tid * 16")
    else:
        count, shift = (64, " + tid * 16") if src_scope == "shared" else (16, "")
        lines += [f"    src = S.alloc({count}, '{dtype}', '{src_scope}'){shift}",
                  "    S.dma_copy(src, a + tid * 16, 16)"]
    if dst_scope == "global":
        lines.append("    dst = out + tid * 18")
    else:
        count, shift = (72, " + tid * 18") if dst_scope == "shared" else (18, "")
        lines.append(f"    dst = S.alloc({count}, '{dtype}', '{dst_scope}'){shift}")
    lines.append("    S.dma_copy(dst, src, 4, src_stride=5, times=3, dst_stride=6)")
    if dst_scope != "global":
        lines.append("    S.dma_copy(out + tid * 18, dst, 4, src_stride=6, times=3, dst_stride=6)")
    return load_module(tmp_path, f"dma_{src_scope}_{dst_scope}_{dtype}",
                       "\n".join(lines) + "\n").kernel


def test_runtime_counts_and_defaults(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        if S.get_local_id() == 0:
            S.dma_copy(out, a, n)            # strides default to the width
            S.dma_copy(out + 20, a, n, times=2)

    a = np.arange(40, dtype=np.int32)
    want = np.zeros(40, np.int32)
    want[:10] = a[:10]
    want[20:40] = a[:20]
    both.check(kernel, lambda: [a.copy(), np.zeros(40, np.int32), 10], 1, want)


def build_error(kernel):
    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    return str(info.value)


def test_refusals():
    @S.prim_func
    def dtypes(a: S.ptr("int32", "global"), b: S.ptr("uint32", "global")):
        S.dma_copy(a, b, 4)

    assert 'The data type mismatch: "dst": "int32*" vs. "src": "uint32*".' in build_error(dtypes)

    @S.prim_func
    def sram(a: S.ptr("int32", "global")):
        x = S.alloc(8, "int32", "lsram")
        y = S.alloc(8, "int32", "shared")
        S.dma_copy(y, x, 8)

    assert 'Does not support copy data from scope "lsram" to scope "shared".' in build_error(sram)

    @S.prim_func
    def constant(a: S.ptr("int32", "global"), c: S.ptr("int32", "constant")):
        S.dma_copy(a, c, 8)

    assert ('Currently does not support copy data from scope "constant" to scope "global".'
            in build_error(constant))

    @S.prim_func
    def stride(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
        S.dma_copy(a, b, 8, src_stride=4, times=2)

    assert 'The arg "src_stride" expect >= 8, but got: "4".' in build_error(stride)


def test_limits_and_bounds_when_it_runs(both):
    @S.prim_func
    def kernel(a: S.ptr("int32", "global"), n: S.i32):
        buf = S.alloc(16, "int32", "lsram")
        S.dma_copy(buf, a, n)

    a = np.zeros(16000, np.int32)
    with pytest.raises(CompassRuntimeError, match='The arg "width" expect <= 8192, but got: "9000".'):
        kernel(a, 9000)
    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        kernel(a, 32)  # beyond the 16-element lsram buffer: the simulator ...
    with pytest.raises(CompassRuntimeError, match="out of bounds"):
        BuildManager().build(kernel)(a, 32)  # ... and checked POCL both stop it
