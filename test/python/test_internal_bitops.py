"""The internal instructions against NumPy, through both execution paths.

compass.vbclr (x & ~y), compass.vbset (x | ~y) and the mask instructions
compass.mask_andnot / mask_ornot / mask_nand / mask_nor have no S.* builtin:
only the optimizer produces them. Each test runs a hand-written compass-level
kernel in the simulator (`simulator.Program`) and, translated to OpenCL C,
on POCL (the helpers of test_opencl_runtime.py), on four TECs, and checks
both against NumPy; it also checks that the C names the instruction.
"""

import re

import numpy as np
import pytest

from compass import script as S
from compass.script.builtin_table import BUILTINS
from conftest import program
from test_opencl_runtime import (  # noqa: F401 (context is a fixture)
    INT_TYPES,
    MASK_TYPES,
    TECS,
    Vectors,
    context,
    lane_mask,
    mask,
    random_ints,
    run,
    translate,
)

pytest.importorskip("compass._compass")

# Spellings the C of these kernels must not contain: the instructions are
# not printed as the operations they combine.
FORBIDDEN = re.compile(r"__vand|__vor\b|__vor\(|__vinv|~")


def both_paths(context, kernel_text, name, *args):
    """(simulator results, POCL results): the arrays of `args` after the
    kernel, each path on its own copy."""
    sim_args = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    program(kernel_text).run([a if isinstance(a, np.ndarray) else int(a) for a in sim_args])
    sim = [a for a in sim_args if isinstance(a, np.ndarray)]
    cl = run(context, kernel_text, name, *[a.copy() if isinstance(a, np.ndarray) else a
                                          for a in args])
    return sim, cl


def kernel_source(text):
    """The C of the kernel itself (dsl.h is included, not pasted)."""
    source = translate(text)
    assert '#include "compass/dsl.h"' in source or "#include <compass/dsl.h>" in source
    return source


# ---- vbclr / vbset on vectors ----------------------------------------------

# The constant mask k: lanes i with i % 3 != 1.
K_LANES = lambda lanes: [i for i in range(lanes) if i % 3 != 1]  # noqa: E731

# Result slots of a TEC, in order: (instruction, mask, r, stored under the mask).
VECTOR_SLOTS = [
    ("vbclr", "%all", None, False),  # unmasked: __vbclr(x, y)
    ("vbset", "%all", None, False),  # unmasked: __vbset(x, y)
    ("vbclr", "%k", None, True),  # masked, no r: inactive lanes undefined
    ("vbset", "%k", "%vy", False),  # masked, r = y
    ("vbclr", "%lt", "%vx", False),  # run-time mask, r = x
    ("vbset", "%lt", None, True),  # run-time mask, no r
    ("vbclr", "%all", "%vy", False),  # all lanes with r: the masked form
]


def vector_kernel(element, lanes):
    v = Vectors(element, lanes)
    lines = []
    for k, (op, m, r, under) in enumerate(VECTOR_SLOTS):
        r_part = f" r {r}" if r else ""
        lines.append(f"  %res{k} = compass.{op} %vx, %vy, {m}{r_part} : {v.vec}, {v.mty}")
        lines.append(v.store_slot(k, f"%res{k}", "%pout", m if under else "%all"))
    body = "\n".join(lines)
    return f"""
func.func @bits({v.named_params("x", "y", "out")}) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %k = {mask(lanes, K_LANES(lanes))}
{v.tec_offset(slots=len(VECTOR_SLOTS))}
{v.slices("%off", "x", "y")}
{v.slices("%ooff", "out")}
{v.loads("x", "y")}
  %lt = compass.vcmp lt, %vx, %vy, %all : {v.vec}, {v.mty}
{body}
  return
}}
"""


def vector_expected(x, y, lanes):
    """The slots of one TEC from NumPy; lanes not written are 0."""
    clear, set_ = x & ~y, x | ~y
    k = np.isin(np.arange(lanes), K_LANES(lanes))
    lt = x < y
    zero = np.zeros_like(x)
    return np.stack([
        clear,
        set_,
        np.where(k, clear, zero),
        np.where(k, set_, y),
        np.where(lt, clear, x),
        np.where(lt, set_, zero),
        clear,
    ])


@pytest.mark.parametrize("element,dtype,lanes", INT_TYPES, ids=[t[0] for t in INT_TYPES])
def test_vbclr_vbset(context, element, dtype, lanes):
    text = vector_kernel(element, lanes)
    source = kernel_source(text)
    assert not FORBIDDEN.search(source.split("__kernel", 1)[1]), source
    # Unmasked calls without r under a constant mask (all true, or inactive
    # lanes undefined), masked calls otherwise.
    assert len(re.findall(r"__vbclr\(_\d+, _\d+\)", source)) == 2, source
    assert re.search(r"__vbset\(_\d+, _\d+\)", source), source
    assert re.search(r"__vbset\(\(\w+\)0, _\d+, _\d+, ", source), source
    assert re.search(r"__vbset\(_\d+, _\d+, _\d+, ", source), source

    rng = np.random.default_rng(lanes + np.dtype(dtype).itemsize + (dtype in (np.uint8, np.uint16, np.uint32)))
    info = np.iinfo(dtype)
    x, y = random_ints(rng, dtype, lanes * TECS), random_ints(rng, dtype, lanes * TECS)
    # Corner lanes: MIN, MAX, 0 and all ones.
    x[:4] = [info.min, info.max, 0, info.max if info.min == 0 else -1]
    y[:4] = [info.max, info.min, info.max, 0]
    out = np.zeros(len(VECTOR_SLOTS) * lanes * TECS, dtype)
    sim, cl = both_paths(context, text, "bits", x, y, out)
    for where, results in (("simulator", sim), ("POCL", cl)):
        got = results[2].reshape(TECS, len(VECTOR_SLOTS), lanes)
        for tec in range(TECS):
            rows = slice(tec * lanes, (tec + 1) * lanes)
            want = vector_expected(x[rows], y[rows], lanes)
            np.testing.assert_array_equal(got[tec], want, err_msg=f"{where}, TEC {tec}")


# ---- Mask instructions -----------------------------------------------------

# Result slots: (instruction, lhs, rhs) on the masks lt = x < y,
# tm = tail_mask(n) and the constant k.
MASK_SLOTS = [
    ("mask_andnot", "%lt", "%k"),
    ("mask_andnot", "%tm", "%lt"),
    ("mask_ornot", "%lt", "%tm"),
    ("mask_ornot", "%k", "%k"),
    ("mask_nand", "%lt", "%tm"),
    ("mask_nand", "%k", "%all"),
    ("mask_nor", "%lt", "%k"),
    ("mask_nor", "%tm", "%tm"),
]
MASK_FUNCTIONS = {
    "mask_andnot": (lambda a, b: a & ~b, "__vbclr"),
    "mask_ornot": (lambda a, b: a | ~b, "__vbset"),
    "mask_nand": (lambda a, b: ~(a & b), "__vnand"),
    "mask_nor": (lambda a, b: ~(a | b), "__vnor"),
}


def mask_kernel(element, lanes):
    v = Vectors(element, lanes)
    lines = []
    for k, (op, a, b) in enumerate(MASK_SLOTS):
        lines.append(f"  %m{k} = compass.{op} {a}, {b} : {v.mty}")
        lines.append(f"  %s{k} = compass.vsel %ones, %zeros, %m{k} : {v.vec}, {v.mty}")
        lines.append(v.store_slot(k, f"%s{k}", "%pout"))
    body = "\n".join(lines)
    return f"""
func.func @masks({v.named_params("x", "y", "out")}, %n: si32) attributes {{compass.kernel}} {{
  %all = {mask(lanes, range(lanes))}
  %k = {mask(lanes, K_LANES(lanes))}
  %one = tir.const 1 : {element}
  %zero = tir.const 0 : {element}
  %ones = compass.vbcast %one : {element} -> {v.vec}
  %zeros = compass.vbcast %zero : {element} -> {v.vec}
{v.tec_offset(slots=len(MASK_SLOTS))}
{v.slices("%off", "x", "y")}
{v.slices("%ooff", "out")}
{v.loads("x", "y")}
  %lt = compass.vcmp lt, %vx, %vy, %all : {v.vec}, {v.mty}
  %tm = compass.tail_mask %n : si32 -> {v.mty}
{body}
  return
}}
"""


@pytest.mark.parametrize("element,dtype,lanes", MASK_TYPES, ids=[f"mask{m[2]}" for m in MASK_TYPES])
@pytest.mark.parametrize("n", [0, 5, "all"])
def test_mask_instructions(context, element, dtype, lanes, n):
    n = lanes if n == "all" else n
    text = mask_kernel(element, lanes)
    source = kernel_source(text)
    assert not FORBIDDEN.search(source.split("__kernel", 1)[1]), source
    for op, a, b in MASK_SLOTS:
        assert re.search(MASK_FUNCTIONS[op][1] + r"\((_\d+|ALL_TRUE_\w|__vmov_\w\(0x[0-9a-f]+\)), ", source), (op, source)

    rng = np.random.default_rng(100 + lanes + n)
    x, y = random_ints(rng, dtype, lanes * TECS), random_ints(rng, dtype, lanes * TECS)
    out = np.full(len(MASK_SLOTS) * lanes * TECS, 7, dtype)
    sim, cl = both_paths(context, text, "masks", x, y, out, np.int32(n))
    named = {"%k": lane_mask(lanes, K_LANES(lanes), 1), "%all": np.ones(lanes, bool),
             "%tm": np.arange(lanes) < n}
    for where, results in (("simulator", sim), ("POCL", cl)):
        got = results[2].reshape(TECS, len(MASK_SLOTS), lanes)
        for tec in range(TECS):
            rows = slice(tec * lanes, (tec + 1) * lanes)
            values = dict(named, **{"%lt": x[rows] < y[rows]})
            want = np.stack([MASK_FUNCTIONS[op][0](values[a], values[b]) for op, a, b in MASK_SLOTS])
            np.testing.assert_array_equal(got[tec], want.astype(dtype), err_msg=f"{where}, TEC {tec}")


# ---- No Python face ---------------------------------------------------------

def test_internal_instructions_have_no_python_face():
    """The table's internal rows are not builtins: no S.* function, no row of
    builtin_table.py (so no oracle, no docs/builtins.md entry), no tir.intrin."""
    for name in ("vbclr", "vbset", "vnand", "vnor", "mask_andnot", "mask_ornot",
                 "mask_nand", "mask_nor"):
        assert not hasattr(S, name), name
    assert all(row.name for row in BUILTINS)
    assert not {"vbclr", "vbset"} & {row.name for row in BUILTINS}
