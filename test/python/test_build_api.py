"""Upstream's build-and-run API: CompassInfo, BuildManager's arguments, the
Executor (run, __call__, c_code, benchmark) and the errors bad input gets."""

import os

import numpy as np
import pytest

from compass import ArgumentError, BenchmarkResult, BuildManager, CompassError, CompassInfo
from compass import script as S

KIB = 1024

# Fact sheet §4.1: cores, TECs, lsram a piece × pieces, gsram a piece × pieces.
TARGETS = {
    "X1_1204": (1, 4, 32 * KIB, 2, 512 * KIB, 2),
    "X2_1204": (1, 4, 32 * KIB, 1, 256 * KIB, 1),
    "X2_1204MP3": (3, 4, 32 * KIB, 1, 256 * KIB, 1),
    "X3P_1304": (1, 4, 32 * KIB, 1, 128 * KIB, 1),
    "X3P_1304MP2": (2, 4, 32 * KIB, 1, 128 * KIB, 1),
    "X3P_1304MP4": (4, 4, 32 * KIB, 1, 128 * KIB, 1),
    "X3S_1304": (1, 4, 32 * KIB, 1, 128 * KIB, 1),
    "X3S_1304MP2": (2, 4, 32 * KIB, 1, 128 * KIB, 1),
    "X3S_1304MP4": (4, 4, 32 * KIB, 1, 128 * KIB, 1),
}


# CompassInfo ----------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(TARGETS))
def test_compass_info_fields(name):
    cores, tecs, lsram, lsram_pieces, gsram, gsram_pieces = TARGETS[name]
    for spelling in (name, f"compass -mcpu={name}"):
        info = CompassInfo.get(spelling)
        assert info.name == name
        assert (info.core_count, info.tec_count) == (cores, tecs)
        assert info.version == name.split("_")[0]
        assert info.vector_width == 256
        assert (info.lsram_size_per_piece, info.lsram_piece_count) == (lsram, lsram_pieces)
        assert (info.gsram_size_per_piece, info.gsram_piece_count) == (gsram, gsram_pieces)
        assert info.lsram_size() == lsram and info.gsram_size() == gsram
        for piece in range(1, lsram_pieces):
            assert info.lsram_size(piece) == lsram - 4 * KIB  # the spill reserve
        for piece in range(1, gsram_pieces):
            assert info.gsram_size(piece) == gsram


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_bad_piece_index_is_an_error(name):
    info = CompassInfo.get(name)
    with pytest.raises(ValueError, match=rf'Invalid local SRAM piece index "{info.lsram_piece_count}", '
                                         rf'valid range: \[0, {info.lsram_piece_count - 1}\]'):
        info.lsram_size(info.lsram_piece_count)
    with pytest.raises(ValueError, match=r'Invalid global SRAM piece index "-1"'):
        info.gsram_size(-1)


def test_unknown_target_is_refused():
    for make in (CompassInfo.get, BuildManager):
        with pytest.raises(ValueError, match='Invalid Zhouyi NPU configuration "X9_9999"'):
            make("X9_9999")
    with pytest.raises(TypeError, match="Unsupported target type"):
        CompassInfo.get(1204)


def test_x1_is_described_but_refused_at_build():
    assert CompassInfo.get("X1_1204").version == "X1"
    with pytest.raises(ValueError, match='The Compass DSL does not support the target "X1_1204".'):
        BuildManager(target="X1_1204")


def test_gbuilder_target_environment_overrides(monkeypatch):
    monkeypatch.setenv("CPS_TVM_GBUILDER_TARGET", "X3P_1304")
    assert CompassInfo.get("X2_1204").name == "X3P_1304"
    assert BuildManager().cps_info.name == "X3P_1304"


def core_count():
    """A parse-time Python helper: the cores of the target being built."""
    return CompassInfo.current().core_count


@S.prim_func
def store_core_count(out: S.ptr("int32", "global")):
    if S.get_local_id() == 0:
        out[0] = core_count()


def test_current_is_the_target_of_the_build_in_progress():
    assert CompassInfo.current() is None
    with pytest.raises(RuntimeError, match="No Compass target is current"):
        CompassInfo.current(allow_none=False)
    with CompassInfo.get("X3S_1304MP4") as info:
        assert CompassInfo.current() is info
    assert CompassInfo.current() is None
    for target, cores in (("X3P_1304MP2", 2), ("X2_1204MP3", 3)):
        ex = BuildManager(target=target).build(store_core_count)
        sim, cl = np.zeros(1, np.int32), np.zeros(1, np.int32)
        store_core_count(sim)  # simulated for the target of the latest build
        ex(cl)
        assert sim[0] == cl[0] == cores


# BuildManager's arguments ---------------------------------------------------------

@S.prim_func
def twice_add(a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), c: S.ptr("int32", "global"),
              n: S.i32):
    for i in range(S.get_local_id(), n, S.get_local_size()):
        c[i * 2] = a[i * 2] + b[i * 2]


def twice_add_args(n=16):
    return [np.arange(2 * n, dtype=np.int32), np.full(2 * n, 7, np.int32),
            np.zeros(2 * n, np.int32), n]


def expected_twice_add(n=16):
    a, b, _, _ = twice_add_args(n)
    c = np.zeros(2 * n, np.int32)
    c[::2] = a[::2] + b[::2]
    return c


def test_disabled_pass_skips_cse():
    count = lambda module: str(module).count("tir.mul")
    assert count(BuildManager().lower(twice_add)) == 1
    bm = BuildManager(disabled_pass=["tir.CommonSubexprElimTIR"])
    assert count(bm.lower(twice_add)) == 3  # i * 2 for each of a, b and c
    args = twice_add_args()
    bm.build(twice_add)(*args)
    np.testing.assert_array_equal(args[2], expected_twice_add())
    assert count(BuildManager(disabled_pass=("cse",)).lower(twice_add)) == 3


def test_disabled_pass_accepts_upstream_names_without_counterpart(both):
    bm = BuildManager(disabled_pass=("AlignVectorWidthBySplit", "AlignVectorWidthByPad"))
    assert str(bm.lower(twice_add)) == str(BuildManager().lower(twice_add))


def test_disabled_pass_refuses_unknown_names():
    with pytest.raises(ValueError, match='Unknown pass "NoSuchPass" in "disabled_pass"'):
        BuildManager(disabled_pass=["cse", "NoSuchPass"])
    with pytest.raises(TypeError, match='"disabled_pass" expect a list or tuple'):
        BuildManager(disabled_pass="cse")


def test_output_dir_receives_the_c_code_and_the_module(tmp_path):
    bm = BuildManager(output_dir=str(tmp_path))
    ex = bm.build(twice_add)
    op_lib = tmp_path / "gbuilder" / "op_lib"
    assert (op_lib / "twice_add.cl").read_text() == ex.c_code
    assert "compass.kernel" in (op_lib / "twice_add.mlir").read_text()
    assert ex.output_dir == str(tmp_path)


def test_no_output_dir_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    BuildManager().build(twice_add)
    assert os.listdir(tmp_path) == []


@pytest.mark.filterwarnings("ignore:PyOpenCL compiler caching failed")
def test_cc_options_reach_the_opencl_compiler():
    args = twice_add_args()
    BuildManager(cc_options="-cl-fast-relaxed-math -DUNUSED=1").build(twice_add)(*args)
    np.testing.assert_array_equal(args[2], expected_twice_add())
    ex = BuildManager(cc_options="-cl-std=CL9.9").build(twice_add)
    with pytest.raises(RuntimeError, match="POCL could not build"):
        ex(*twice_add_args())
    with pytest.raises(TypeError, match='"cc_options" expect a string'):
        BuildManager(cc_options=["-g"])


# The Executor ---------------------------------------------------------------------

def test_executor_run_call_and_c_code():
    ex = BuildManager().build(twice_add)
    assert "__kernel void twice_add(" in ex.c_code
    for run in (ex.run, ex):
        args = twice_add_args()
        assert run(*args) is None
        np.testing.assert_array_equal(args[2], expected_twice_add())


def test_build_name_renames_the_kernel():
    ex = BuildManager().build(twice_add, name="renamed")
    assert "__kernel void renamed(" in ex.c_code
    args = twice_add_args()
    ex(*args)
    np.testing.assert_array_equal(args[2], expected_twice_add())


def test_benchmark_times_pocl_and_leaves_the_result():
    ex = BuildManager().build(twice_add)
    args = twice_add_args()
    result = ex.benchmark(*args, repeat=3, number=2)
    assert isinstance(result, BenchmarkResult)
    assert len(result.results) == 3 and all(t > 0 for t in result.results)
    assert result.min <= result.median <= result.max
    assert result.min <= result.mean <= result.max and result.std >= 0
    lines = str(result).splitlines()
    assert lines[0] == "Execution time summary:"
    assert lines[1].split() == ["mean", "(ms)", "median", "(ms)", "max", "(ms)", "min", "(ms)",
                                "std", "(ms)"]
    assert float(lines[2].split()[0]) == pytest.approx(result.mean * 1000, abs=1e-4)
    np.testing.assert_array_equal(args[2], expected_twice_add())
    # Upstream's defaults: repeat=2.
    assert len(ex.benchmark(*twice_add_args()).results) == 2
    assert len(ex.benchmark(*twice_add_args(), repeat=1, number=1, min_repeat_ms=1).results) == 1


def test_benchmark_refuses_bad_counts():
    ex = BuildManager().build(twice_add)
    with pytest.raises(ValueError, match='"repeat" of "benchmark" expect an integer >= 1'):
        ex.benchmark(*twice_add_args(), repeat=0)
    with pytest.raises(ValueError, match='"number"'):
        ex.benchmark(*twice_add_args(), number=1.5)


# Bad input: one clear exception each, naming the parameter -------------------------

@S.prim_func
def scale(x: S.ptr("float32", "global"), y: S.ptr("float32", "global"), n: S.i32):
    a = S.match_buffer(x, shape=(n,))
    b = S.match_buffer(y, shape=(8,))
    for i in range(S.get_local_id(), n, S.get_local_size()):
        b[i] = a[i] * 2.0


def both_paths(kernel):
    return [kernel, BuildManager().build(kernel)]


def test_float64_array_for_float32_param():
    for run in both_paths(scale):
        with pytest.raises(ArgumentError, match='The 1-th arg "x" of function "scale" expect a '
                                                'NumPy array of "float32", but got: "float64".'):
            run(np.zeros(8), np.zeros(8, np.float32), 8)


def test_array_too_short_for_the_declared_shape():
    for run in both_paths(scale):
        with pytest.raises(ArgumentError, match=r'The 2-th arg "y" of function "scale" has 7 elements, '
                                                r'but the kernel matches it with a buffer of shape '
                                                r'\(8\), 8 elements.'):
            run(np.zeros(8, np.float32), np.zeros(7, np.float32), 4)
        # The extent is the scalar param n.
        with pytest.raises(ArgumentError, match=r'The 1-th arg "x" .* has 5 elements, .* shape \(6\)'):
            run(np.zeros(5, np.float32), np.zeros(8, np.float32), 6)
    x, y = np.arange(8, dtype=np.float32), np.zeros(8, np.float32)
    for run in both_paths(scale):
        y[:] = 0
        run(x, y, 8)
        np.testing.assert_array_equal(y, x * 2)


def test_bad_dtype_string():
    with pytest.raises(AssertionError, match=r'The scalar form of arg "dtype" expect one of .*'
                                             r'but got: "flaot32".'):
        S.ptr("flaot32", "global")

    @S.prim_func
    def kernel(out: S.ptr("int32", "global")):
        buf = S.alloc(8, "int33")
        out[0] = 0

    with pytest.raises(CompassError) as info:
        BuildManager().build(kernel)
    assert "int33" in str(info.value)
    assert f"{__file__}:{kernel.py_func.__code__.co_firstlineno + 2}:" in str(info.value)


def test_wrong_scalar_argument_names_the_param():
    for run in both_paths(scale):
        with pytest.raises(ArgumentError, match='The 3-th arg "n" of function "scale" expect a '
                                                '"int32" scalar, but got: "str"'):
            run(np.zeros(8, np.float32), np.zeros(8, np.float32), "8")
