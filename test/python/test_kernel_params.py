"""The one description of a kernel's parameters (read from the compiled
module by C++, include/Compass/Dialect/Compass/IR/KernelParams.h) and the one
check of a call against it (compass/script/arguments.py), which the simulator
and POCL share: a bad call is refused with the same words on both."""

import numpy as np
import pytest

from compass import ArgumentError, BuildManager, _compass
from compass import script as S


@S.prim_func
def described(A: S.ptr("int8", "global"), B: S.ptr("float16x16", "lsram"), h: S.size_i32,
              w: S.i32, scale: S.fp32, flag: S.bool, out: S.ptr("void", "global")):
    a = S.match_buffer(A, shape=(h, w))
    b = S.match_buffer(A, shape=(3, 4))
    c = S.match_buffer(A, shape=(h * 2,))  # computed in the kernel: not the call's to check
    if flag:
        a[0, 0] = b[0, 0] + c[0] + S.i8(scale)


def fields(param):
    return (param.name, param.is_pointer, param.dtype, param.space, param.is_size, param.shapes)


def test_the_compiled_module_describes_the_parameters():
    module = BuildManager().lower(described)
    params = _compass.kernel.params(module)
    assert [fields(p) for p in params] == [
        ("A", True, "int8", "global", False, [[("param", 2), ("param", 3)], [3, 4]]),
        ("B", True, "float16x16", "lsram", False, []),
        ("h", False, "int32", "", True, []),
        ("w", False, "int32", "", False, []),
        ("scale", False, "float32", "", False, []),
        ("flag", False, "bool", "", False, []),
        ("out", True, "void", "global", False, []),
    ]
    assert [p.describe() for p in params][:3] == ["ptr:int8:global", "ptr:float16x16:lsram",
                                                  "int32"]
    # The module holds them: a printed and parsed module describes them the same.
    text = str(module)
    assert 'compass.shapes = [["h", "w"], [3, 4]]' in text and "compass.size" in text
    reparsed = _compass.kernel.params(_compass.ir.parse_module(text))
    assert [fields(p) for p in reparsed] == [fields(p) for p in params]
    # The simulator decodes the same description.
    program = _compass.simulator.Program(module, "X2_1204")
    assert [fields(p) for p in program.params] == [fields(p) for p in params]


def test_a_module_without_a_kernel_has_no_parameters():
    with pytest.raises(ValueError, match="the module has no compass.kernel function"):
        _compass.kernel.params(_compass.ir.parse_module("func.func @f() { return }"))


@S.prim_func
def checked(out: S.ptr("int32", "global"), n: S.size_i8, x: S.fp16):
    a = S.match_buffer(out, shape=(n,))
    if S.get_local_id() == 0:
        a[0] = S.i32(x)


def _bad_calls():
    out = np.zeros(4, np.int32)
    frozen = np.zeros(4, np.int32)
    frozen.flags.writeable = False
    return [
        ((out, 4), r'The function "checked" expect 3 args, but got: "2"\.'),
        ((out.tolist(), 4, 1.0), r'The 1-th arg "out" of function "checked" expect a NumPy '
                                 r'array \(or None for a null pointer\), but got: "list"\.'),
        ((frozen, 4, 1.0), r'The 1-th arg "out" of function "checked" is a read-only NumPy '
                           r'array\.'),
        ((out.astype(np.int16), 4, 1.0), r'The 1-th arg "out" of function "checked" expect a '
                                         r'NumPy array of "int32", but got: "int16"\.'),
        ((np.zeros((4, 4), np.int32).T, 4, 1.0), r'The 1-th arg of function "checked" expect a '
                                                 r'C-style contiguous NumPy'),
        ((out, 5, 1.0), r'The 1-th arg "out" of function "checked" has 4 elements, but the kernel '
                        r'matches it with a buffer of shape \(5\), 5 elements\.'),
        ((out, "4", 1.0), r'The 2-th arg "n" of function "checked" expect a "int8" scalar, but '
                          r'got: "str"\.'),
        ((out, True, 1.0), r'The 2-th arg "n" of function "checked" expect a "int8" number, but '
                           r'got the bool: "True"\.'),
        ((out, 4.0, 1.0), r'The 2-th arg "n" of function "checked" expect a "int8" integer, but '
                          r'got: "4\.0"\.'),
        ((np.zeros(256, np.int32), 128, 1.0), r'The 2-th arg "n" of function "checked" "128" is out of the range of '
                          r'"int8"\.'),
        ((out, -1, 1.0), r'The 2-th arg "n" of function "checked" is a size \("S\.size_int8"\), '
                         r'which can\'t be negative, but got: "-1"\.'),
        ((out, 4, False), r'The 3-th arg "x" of function "checked" expect a "float16" number, but '
                          r'got the bool: "False"\.'),
    ]


@pytest.mark.parametrize("index", range(len(_bad_calls())))
def test_a_bad_call_is_refused_alike_on_both_paths(index):
    args, message = _bad_calls()[index]
    ex = BuildManager().build(checked)
    refusals = []
    for run in (checked, ex):
        with pytest.raises(ArgumentError, match=message) as info:
            run(*args)
        refusals.append(str(info.value))
    assert refusals[0] == refusals[1]


def test_a_good_call_runs_on_both_paths():
    for run in (checked, BuildManager().build(checked)):
        out = np.zeros(4, np.int32)
        run(out, np.int8(4), np.float16(3.0))
        assert out.tolist() == [3, 0, 0, 0]
