"""The check every sample ends with: one kernel, both execution paths, NumPy's answer.

Not a sample itself: the samples import it (`from both_paths import check`), which works
because Python puts a script's own folder first on its path.
"""

from compass import BuildManager
from compass.testing import assert_allclose


def check_all(title, kernel, make_args, results, show_c=False):
    """Builds `kernel` (printing its OpenCL C when `show_c`), runs it in the simulator and on
    POCL, each on fresh arguments from `make_args()`, and compares argument i with
    results[i], the answer worked out in NumPy. Prints one verdict a path; True when both
    match."""
    ex = BuildManager(target="X2_1204").build(kernel)
    if show_c:
        print(ex.c_code)
    ok = True
    for where, run in (("simulator", kernel), ("POCL", ex)):
        args = make_args()
        run(*args)
        try:
            for index, expected in results.items():
                assert_allclose(args[index], expected)
            print(f"{title}: {where} matches NumPy")
        except AssertionError as error:
            print(f"{title}: {where} MISMATCH\n{error}")
            ok = False
    return ok


def check(title, kernel, make_args, result_index, expected, show_c=False):
    """check_all for a kernel with one result: argument `result_index`."""
    return check_all(title, kernel, make_args, {result_index: expected}, show_c)
