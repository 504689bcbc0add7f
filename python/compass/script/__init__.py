"""The Compass DSL namespace: `from compass import script as S`.

Dtype constructors beyond the listed ones (S.i8x26, S.boolx30, …) are made
on demand, as upstream does.
"""

from . import axis
from . import builtins as _builtins
from . import builtins_convert as _builtins_convert  # noqa: F401 (registers S.cast, S.reinterpret, …)
from . import builtins_dot as _builtins_dot  # noqa: F401 (registers S.vdot, S.fma, …)
from . import builtins_memory as _builtins_memory  # noqa: F401 (registers S.vload, S.dma_copy, …)
from . import builtins_misc as _builtins_misc  # noqa: F401 (registers S.printf, S.asm, …)
from . import permutation as _permutation  # noqa: F401 (registers S.vconcat, S.vzip, …)
from . import simulation as _simulation  # installs PrimFunc.simulator
from .functions import PrimFunc, macro, prim_func
from .sizes import size_constructor_for_name
from .structure import block, meta_var
from .types import DtypeConstructor, PointerType, constructor_for_name, ptr

from . import docstrings as _docstrings

_docstrings.install()  # help(S.name): builtin_help's texts joined with the builtin table
globals().update(_builtins.PUBLIC)
__all__ = ["prim_func", "macro", "ptr", "meta_var", "block", "axis"] + sorted(_builtins.PUBLIC)


def __getattr__(name):
    constructor = size_constructor_for_name(name) or constructor_for_name(name)
    if constructor is None:
        raise AttributeError(f"module 'compass.script' has no attribute '{name}'")
    globals()[name] = constructor
    return constructor
