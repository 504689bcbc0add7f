"""The tir.intrin verifier (lib/Dialect/TIR/IR/IntrinsicVerifier.cpp) reports at the call's
location, which the front end turns into the kernel author's file:line: a call the front end
built wrongly (here: a builtin renamed to one the table lacks, or given an `r` its row does
not take) is refused when the module is verified, located at the line of the call."""

import inspect

import pytest

from compass import script as S
from compass.errors import CompassError
from compass.script import semantic
from compass.script.compiler import compile_to_tir


@S.prim_func
def add(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global")):
    out[0] = S.vadd(a[0], a[0])


def call_line():
    lines, start = inspect.getsourcelines(add.py_func)
    return start + next(i for i, text in enumerate(lines) if "S.vadd" in text)


def patch_vadd(monkeypatch, change):
    """Semantic.intrin with `change(args)` applied to the arguments of vadd's call."""
    original = semantic.Semantic.intrin

    def patched(self, name, *args, **kwargs):
        if name == "vadd":
            name, args, kwargs = change(name, args, kwargs)
        return original(self, name, *args, **kwargs)

    monkeypatch.setattr(semantic.Semantic, "intrin", patched)


def assert_located(info, message):
    error = info.value
    assert error.file.endswith("test_intrin_verifier.py") and error.line == call_line()
    assert message in str(error)


def test_the_unchanged_call_verifies():
    module, _ = compile_to_tir(add)
    assert 'tir.intrin "vadd"' in str(module)


def test_an_unknown_builtin_is_located(monkeypatch):
    patch_vadd(monkeypatch, lambda name, args, kwargs: ("vnope", args, kwargs))
    with pytest.raises(CompassError) as info:
        compile_to_tir(add)
    assert_located(info, "'tir.intrin' op has no lowering for builtin 'vnope'")


def test_an_r_the_row_does_not_take_is_located(monkeypatch):
    # vdiv's row takes no r: the call gets one of the argument's type.
    def to_vdiv_with_r(name, args, kwargs):
        values, dtype, mask = args[:3]
        return "vdiv", (values, dtype, mask, values[0]), kwargs

    patch_vadd(monkeypatch, to_vdiv_with_r)
    with pytest.raises(CompassError) as info:
        compile_to_tir(add)
    assert_located(info, "'tir.intrin' op 'vdiv' takes no r operand")
