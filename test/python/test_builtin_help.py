"""help(S.name) teaches: every S.* builtin has a reviewed text, every
parameter of its signature is described, its example runs, and
docs/builtins.md is what the same texts make."""

import os
import pydoc

import numpy as np
import pytest

from compass import CompassError, DataType

from compass import script as S
from compass.script import builtin_help, docstrings
from compass.script.builtins import PUBLIC
from compass.script.compiler import compile_to_tir

PAGE = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "builtins.md")
NAMES = sorted(builtin_help.TEXTS)
EXAMPLE_ARGS = ('a: S.ptr("int32x8", "global"), b: S.ptr("int32x8", "global"), '
                'out: S.ptr("int32x8", "global")')


def test_every_builtin_has_one_text():
    assert set(NAMES) == set(PUBLIC) | {"ptr"}
    assert sum(len(category.texts) for category in builtin_help.CATEGORIES) == 113


@pytest.mark.parametrize("name", NAMES)
def test_every_parameter_is_described(name):
    described = docstrings.parameters(name)
    missing = [param for param, _, description in described if not description.strip()]
    assert not missing, f"S.{name}: no description of {missing}"
    stale = set(builtin_help.TEXTS[name].params) - {param.lstrip("*") for param, _, _ in described}
    assert not stale, f"S.{name}: described but not parameters: {sorted(stale)}"


@pytest.mark.parametrize("name", NAMES)
def test_every_text_is_whole(name):
    text = builtin_help.TEXTS[name]
    assert "\n" not in text.summary and text.summary.endswith("."), text.summary
    for part in ("computes", "edges", "example"):
        assert getattr(text, part).strip(), f"S.{name} has no {part}"
    assert docstrings._typed(text.returns)[1].strip(), f"S.{name} says not what it returns"
    assert docstrings.element_types(name), f"S.{name} names no element types"
    assert len(text.example.strip().splitlines()) <= 6
    assert text.status in ("done", "partly")
    assert "TODO" not in docstrings.docstring(name)


def test_help_renders_the_sections():
    shown = pydoc.render_doc(S.vadd, renderer=pydoc.plaintext)
    for section in ("Parameters\n", "Returns\n", "Element types\n", "Edge cases\n", "Paths\n",
                    "Examples\n", "saturate : bool", "int8, uint8"):
        assert section in shown
    assert S.vadd.__doc__ == docstrings.docstring("vadd")
    assert S.ptr.__doc__ == docstrings.docstring("ptr")


def test_variant_rows_give_their_element_types():
    # S.vadd(..., saturate=True) is the row vadds: integers only.
    assert "With ``saturate=True``: int8, uint8, int16, uint16, int32, uint32." in \
        docstrings.element_types("vadd")


def test_the_page_is_generated_from_the_texts():
    with open(PAGE, encoding="utf-8") as handle:
        page = handle.read()
    assert page == docstrings.markdown(), \
        "docs/builtins.md is stale: run scripts/gen_builtins_doc.py"


def _example_kernel(name, folder):
    """S.<name>'s example as the body of a prim_func, in a file of its own."""
    text = builtin_help.TEXTS[name]
    lines = ["from compass import script as S", "", "", "@S.prim_func",
             f"def example_{name}({text.example_args or EXAMPLE_ARGS}):"]
    lines += ["    " + line for line in text.example.strip("\n").splitlines() or ["pass"]]
    path = folder / f"example_{name}.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    namespace = {}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # pylint: disable=exec-used
    return namespace[f"example_{name}"]


def _example_arguments(kernel):
    """Arguments for an example kernel: each pointer an array of 1024 elements
    counting up from 1, each scalar 8 (or 0.5)."""
    args = []
    for param in kernel.simulation()[1].params:
        dtype = DataType(param.dtype)
        if param.is_pointer:
            element = dtype.element_of if dtype.is_vector else dtype
            np_dtype = "int32" if str(element) == "void" else str(element)
            args.append(np.arange(1, 1025).astype(np_dtype))
        else:
            args.append(0.5 if dtype.is_float else 8)
    return args


@pytest.mark.parametrize("name", NAMES)
def test_the_example_runs(name, tmp_path):
    """Each example compiles and runs in the simulator, every check on."""
    text = builtin_help.TEXTS[name]
    assert f"S.{name}" in text.example or name == "ptr"
    kernel = _example_kernel(name, tmp_path)
    if not text.runs:  # needs the NPU: it compiles, and running it is refused
        compile_to_tir(kernel)
        with pytest.raises(CompassError):
            kernel(*_example_arguments(kernel))
        return
    kernel(*_example_arguments(kernel))
