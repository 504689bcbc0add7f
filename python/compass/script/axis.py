"""S.axis: the iteration variables of an S.block (upstream's TIR block axes).

Without a TIR scheduler a block axis is its binding: `vi = S.axis.spatial(n, i)`
makes `vi` the value of `i`, and `S.axis.remap("SR", [i, j])` gives `(i, j)`.
The domain is checked for its type only; the binding must be an integer.
"""

from .structure import ParseTimeFunction, check_integer
from .values import SemanticError

_KINDS = {"S": "spatial", "R": "reduce"}


def _axis(name):
    def function(dom, binding, dtype="int32"):
        if isinstance(dom, (tuple, list)):
            if len(dom) != 2:
                raise SemanticError(f'The arg "dom" of "S.axis.{name}" expect an extent or a '
                                    f'(begin, end) pair.')
            for bound in dom:
                check_integer(f"axis.{name}", "dom", bound)
        else:
            check_integer(f"axis.{name}", "dom", dom)
        return check_integer(f"axis.{name}", "binding", binding)

    function.__doc__ = f"A {name} block axis bound to `binding`."
    return ParseTimeFunction(f"axis.{name}", function)


def _remap(kinds, bindings, dtype="int32"):
    """Block axes of the kinds in `kinds` ("S"/"R" a letter) bound to `bindings`."""
    if not isinstance(kinds, str) or not kinds or any(kind not in _KINDS for kind in kinds):
        raise SemanticError(f'The arg "kinds" of "S.axis.remap" expect a string of "S" and "R", '
                            f'but got: {kinds!r}.')
    bindings = list(bindings) if isinstance(bindings, (list, tuple)) else [bindings]
    if len(bindings) != len(kinds):
        raise SemanticError(f'"S.axis.remap" got {len(kinds)} kinds but {len(bindings)} bindings.')
    for binding in bindings:
        check_integer("axis.remap", "bindings", binding)
    return bindings[0] if len(bindings) == 1 else tuple(bindings)


spatial = _axis("spatial")
reduce = _axis("reduce")
remap = ParseTimeFunction("axis.remap", _remap)
S = spatial  # upstream's aliases
R = reduce

__all__ = ["spatial", "reduce", "remap", "S", "R"]
