"""scripts/upstream_suite.py on a small stand-in for upstream: test files written the
way upstream writes them run unchanged through the shim, on both paths; out-of-scope
files are listed with the reason; markers select the X2 target; the table and the
overall figure count what happened. Both a checkout and a bare git directory work."""

import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUNNER = os.path.join(ROOT, "scripts", "upstream_suite.py")

FILES = {
    "test_vector_add.py": '''
        import numpy as np
        from tvm import get_range, DataType
        from tvm.compass.dsl import BuildManager, script as S, hw_native_vdtype
        from tvm.compass.dsl.testing import rand, assert_allclose


        def test_add():
            vdtype = hw_native_vdtype("int16")

            @S.prim_func
            def add(a: S.ptr(vdtype, "global"), b: S.ptr(vdtype, "global"),
                    c: S.ptr(vdtype, "global")):
                c[0] = a[0] + b[0]

            a, b = rand(16, "int16", low=-100, high=100), rand(16, "int16", low=-100, high=100)
            assert not np.array_equal(a, b)
            ex = BuildManager().build(add)
            py_out, npu_out = np.empty(16, "int16"), np.empty(16, "int16")
            add(a, b, py_out)
            ex(a, b, npu_out)
            assert_allclose(py_out, a + b)
            assert_allclose(npu_out, a + b)
            assert DataType(vdtype).element_of == "int16" and get_range("int8")[0] == -128


        def test_wrong_expectation():
            assert_allclose(np.array([1], "int8"), np.array([2], "int8"))
    ''',
    "test_markers.py": '''
        import pytest


        @pytest.mark.NOT_X2
        def test_not_for_x2():
            assert False


        @pytest.mark.X1
        def test_x1_only():
            assert False


        @pytest.mark.REQUIRE_RPC
        def test_needs_a_device():
            assert False


        @pytest.mark.X2
        def test_for_x2():
            pass
    ''',
    "test_uses_te.py": '''
        from tvm import te


        def test_te():
            te.placeholder((4,))
    ''',
    "test_import_error.py": '''
        from tvm.compass.dsl import magic_helper  # noqa: F401


        def test_unreached():
            pass
    ''',
}


# Upstream's tutorials, in the shape of its python/tvm/compass/dsl/samples: each runs its
# steps in order until the first one that needs a device.
TUTORIALS = {
    "tutorial_0_quick_start.py": '''
        import numpy as np
        from tvm.compass.dsl import BuildManager, script as S, get_rpc_session
        from tvm.compass.dsl.testing import rand, assert_allclose


        @S.prim_func
        def func_add(a: S.ptr("float32", "global"), b: S.ptr("float32", "global"),
                     c: S.ptr("float32", "global"), n: S.i32):
            for i in range(n):
                c[i] = a[i] + b[i]


        def test_vector_add():
            n = 64
            a, b = rand(n, "float32"), rand(n, "float32")
            ex = BuildManager().build(func_add)
            py_out, npu_out = np.zeros(n, "float32"), np.zeros(n, "float32")
            func_add(a, b, py_out, n)
            assert_allclose(py_out, a + b)
            ex(a, b, npu_out, n)
            assert_allclose(npu_out, a + b)
            ex.rpc_sess = get_rpc_session(session_timeout=300, rpc_key=None)
            raise AssertionError("never reached: the step above needs a device")
    ''',
    "tutorial_1_wrong.py": '''
        import numpy as np
        from tvm.compass.dsl import script as S


        @S.prim_func
        def fill(out: S.ptr("int32", "global")):
            out[0] = 1


        def test_fill():
            out = np.zeros(1, "int32")
            fill(out)
            assert out[0] == 2, "a tutorial that fails before any device step"
    ''',
    "tutorial_2_static.py": '''
        import numpy as np
        from tvm.compass.dsl import BuildManager, script as S


        @S.prim_func
        def double(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
            out[0] = a[0] * 2


        def test_one():
            a, out = np.array([21], "int32"), np.zeros(1, "int32")
            BuildManager().build(double)(a, out)
            assert out[0] == 42


        def test_two():
            a, out = np.array([4], "int32"), np.zeros(1, "int32")
            double(a, out)
            assert out[0] == 8
    ''',
    "__init__.py": "",
}


def _make_upstream(tmp_path, bare):
    tree = tmp_path / "upstream"
    tests = tree / "compass" / "tests" / "python" / "unittest" / "dsl"
    tests.mkdir(parents=True)
    for name, text in FILES.items():
        (tests / name).write_text(textwrap.dedent(text))
    samples = tree / "python" / "tvm" / "compass" / "dsl" / "samples"
    samples.mkdir(parents=True)
    for name, text in TUTORIALS.items():
        (samples / name).write_text(textwrap.dedent(text))
    if not bare:
        return tree
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(tree)]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "tests"], check=True)
    bare_dir = tmp_path / "upstream.git"
    subprocess.run(["git", "clone", "-q", "--bare", str(tree), str(bare_dir)], check=True)
    return bare_dir


def _run(upstream, *extra):
    done = subprocess.run([sys.executable, RUNNER, str(upstream), "-j", "1", *extra],
                          capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout + done.stderr


@pytest.mark.parametrize("bare", [False, True], ids=["checkout", "bare-git"])
def test_runs_upstream_files_unchanged_and_reports(tmp_path, bare):
    code, out = _run(_make_upstream(tmp_path, bare), "--causes")
    assert code == 0, out
    rows = {line.split()[0]: line.split()[1:4] for line in out.splitlines()
            if line.startswith("test_") and line.split()[1].isdigit()}
    assert rows["test_vector_add.py"] == ["1", "1", "0"], out
    assert rows["test_markers.py"] == ["1", "0", "1"], out
    assert rows["test_import_error.py"] == ["0", "1", "0"], out
    assert "test_uses_te.py" not in rows
    assert "test_uses_te.py" in out and "TE/TIR" in out
    assert "upstream suite: 2 of 4 passed (50.0%)" in out
    assert "failures by cause:" in out and "magic_helper is not provided by compass" in out
    # Tutorials: each runs until its first device step, which the line names; they are
    # counted on their own, not in the tests' figure.
    tutorials = {line.split()[0]: line.split(None, 1)[1] for line in out.splitlines()
                 if line.startswith("  tutorial_")}
    assert tutorials == {
        "tutorial_0_quick_start.py": "passed, up to the step that needs a device: get_rpc_session",
        "tutorial_1_wrong.py": "failed: AssertionError: a tutorial that fails before any device step",
        "tutorial_2_static.py": "passed",
    }, out
    assert "upstream tutorials: 2 of 3 passed" in out
    assert "never reached" not in out


def test_tutorials_alone_and_get_rpc_session_says_why(tmp_path):
    code, out = _run(_make_upstream(tmp_path, False), "--files", "tutorial_*")
    assert code == 0 and "upstream tutorials: 2 of 3 passed" in out, out
    assert "upstream suite:" not in out and "test_vector_add.py" not in out
    import compass
    from compass import DeviceRequiredError, get_rpc_session
    with pytest.raises(DeviceRequiredError, match="RPC needs a Zhouyi NPU device") as info:
        get_rpc_session(session_timeout=300, rpc_key=None, tracker_host="h", tracker_port=9190,
                        priority=1)
    assert isinstance(info.value, compass.CompassError) and isinstance(info.value, AssertionError)


def test_k_selects_tests_and_bad_upstream_is_refused(tmp_path):
    code, out = _run(_make_upstream(tmp_path, False), "-k", "test_add")
    # A file that cannot be imported still counts: -k cannot look inside it.
    assert code == 0 and "1 passed, 1 failed, 0 skipped" in out, out
    assert "test_wrong_expectation" not in out
    code, out = _run(tmp_path / "nowhere")
    assert code != 0 and "neither a checkout" in out


@pytest.mark.parametrize("engine", ["native", "checked"])
def test_native_engine_compares_every_kernel_call(tmp_path, engine):
    """--engine native (checked: its accesses checked too): each prim_func call also runs
    natively on copies of its arguments; the figure is the simulator's, and a disagreement
    (here a native run made to write a wrong element) fails its test, counted on the last
    line."""
    upstream = _make_upstream(tmp_path, False)
    tests = upstream / "compass" / "tests" / "python" / "unittest" / "dsl"
    (tests / "test_disagrees.py").write_text(textwrap.dedent('''
        import numpy as np
        import compass.crosscheck
        from tvm.compass.dsl import script as S


        @S.prim_func
        def copy(a: S.ptr("int32", "global"), b: S.ptr("int32", "global")):
            b[S.get_local_id()] = a[S.get_local_id()]


        class Off(compass.crosscheck.JitFunction):
            def __call__(self, *args):
                super().__call__(*args)
                args[1][0] += 1


        def test_disagreement():
            real, compass.crosscheck.JitFunction = compass.crosscheck.JitFunction, Off
            try:
                copy(np.arange(4, dtype="int32"), np.zeros(4, "int32"))
            finally:
                compass.crosscheck.JitFunction = real
    '''))
    code, out = _run(upstream, "--engine", engine, "--files", "test_*")
    assert code == 0, out
    rows = {line.split()[0]: line.split()[1:4] for line in out.splitlines()
            if line.startswith("test_") and line.split()[1].isdigit()}
    assert rows["test_vector_add.py"] == ["1", "1", "0"], out
    assert rows["test_disagrees.py"] == ["0", "1", "0"], out
    assert f"{engine} engine: 1 tests where the native run disagreed with the simulator" in out
