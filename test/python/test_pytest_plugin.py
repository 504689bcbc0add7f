"""compass.pytest_plugin: a kernel author's test file, as README "Testing your kernels" writes
it, run by pytest in a process of its own with --compass-paths (the plugin loaded through the
package's pytest11 entry point, no -p): it passes on every path; one path made to disagree
fails it with the kernel, the argument, the element and both values; `native` alone runs the
calls natively; a bad path is a usage error."""

import os
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The README's example, word for word (test_the_readme_shows_this_file checks it).
USER_TEST = textwrap.dedent('''
    import numpy as np
    from compass import BuildManager, script as S


    @S.prim_func
    def scale(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
        for i in range(S.get_local_id() * 8, n, 32):  # TEC t: every fourth vector of 8
            S.vstore(S.vmul(S.vload(a + i), 3), out + i)
            a[i] = a[i] + 1                            # it writes its input too


    def test_scale():
        a = np.arange(64, dtype="int32")
        out = np.zeros(64, "int32")
        scale(a, out, 64)                         # the simulator
        np.testing.assert_array_equal(out, np.arange(64) * 3)

        ex = BuildManager().build(scale)
        a, out = np.arange(64, dtype="int32"), np.zeros(64, "int32")
        ex(a, out, 64)                            # the OpenCL C, on POCL
        np.testing.assert_array_equal(out, np.arange(64) * 3)
''')

# A conftest beside the user's test that makes one path wrong: the native run adds one to the
# first element of its second argument.
NATIVE_OFF_BY_ONE = textwrap.dedent('''
    import compass.crosscheck


    class OffByOne(compass.crosscheck.JitFunction):
        def __call__(self, *args):
            super().__call__(*args)
            args[1][0] += 1


    compass.crosscheck.JitFunction = OffByOne
''')

# A conftest that counts the native runs, for the test to read.
COUNTING = textwrap.dedent('''
    import compass.crosscheck

    RUNS = []


    class Counted(compass.crosscheck.JitFunction):
        def __call__(self, *args):
            RUNS.append(self.prim_func.name)
            super().__call__(*args)


    compass.crosscheck.JitFunction = Counted
''')


def run_pytest(directory, *options):
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           *options, str(directory)], capture_output=True, text=True,
                          env=dict(os.environ), timeout=600, check=False)
    return done.returncode, done.stdout + done.stderr


def test_a_users_test_passes_on_every_path_and_each_is_counted(tmp_path):
    (tmp_path / "test_scale.py").write_text(USER_TEST)
    code, out = run_pytest(tmp_path, "--compass-paths=sim,pocl,native")
    assert code == 0, out
    # f(*args) ran in the simulator, then natively and on POCL; ex(*args) on POCL, then in
    # the simulator and natively: each path besides a call's own compared once per call.
    assert "native path: 2 kernel runs compared bit for bit (1 kernels), 0 not lowered" in out
    assert "pocl path: 1 kernel runs compared bit for bit (1 kernels), 0 refused" in out
    assert "simulator path: 1 kernel runs compared bit for bit (1 kernels), 0 refused" in out
    # Without the option the plugin is loaded and does nothing.
    code, out = run_pytest(tmp_path)
    assert code == 0 and "kernel runs compared" not in out, out


def test_a_path_that_disagrees_fails_the_test_naming_the_element(tmp_path):
    (tmp_path / "test_scale.py").write_text(USER_TEST)
    (tmp_path / "conftest.py").write_text(NATIVE_OFF_BY_ONE)
    code, out = run_pytest(tmp_path, "--compass-paths=sim,native")
    assert code == 1, out
    assert ("AssertionError: argument 1 of scale: the paths disagree: first at element 0: "
            "1 natively, 0 in the simulator") in out
    # Left to the simulator and POCL, the same test passes.
    code, out = run_pytest(tmp_path, "--compass-paths=sim,pocl")
    assert code == 0, out


def test_native_alone_runs_every_call_natively(tmp_path):
    (tmp_path / "conftest.py").write_text(COUNTING)
    (tmp_path / "test_scale.py").write_text(USER_TEST + textwrap.dedent('''

        def test_both_calls_ran_natively():
            from conftest import RUNS
            assert RUNS == ["scale", "scale"]
    '''))
    code, out = run_pytest(tmp_path, "--compass-paths=native")
    assert code == 0, out
    assert "kernel runs compared" not in out  # one path: nothing to compare with


def test_an_unknown_path_is_a_usage_error(tmp_path):
    (tmp_path / "test_scale.py").write_text(USER_TEST)
    code, out = run_pytest(tmp_path, "--compass-paths=sim,gpu")
    assert code == 4, out
    assert '--compass-paths takes a comma-separated list of sim, pocl, native, checked, but got: ' \
           '"sim,gpu".' in out


def test_the_readme_shows_this_file():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        section = readme.read().split("### Testing your kernels", 1)[1]
    shown = section.split("```python\n", 1)[1].split("```", 1)[0]
    assert shown.strip() == USER_TEST.strip()
