"""Helpers the parts of the parser share: how Python values read in a kernel,
and what a function's source assigns."""

import ast
import operator

import numpy as np

from ..bfloat16 import bfloat16
from .values import PointerValue, Value, is_literal

_PY_COMPARE = {"Eq": operator.eq, "NotEq": operator.ne, "Lt": operator.lt,
               "LtE": operator.le, "Gt": operator.gt, "GtE": operator.ge}


def _is_python_constant(x):
    return is_literal(x) or isinstance(x, (np.integer, np.floating, np.bool_))


def _is_ir(x):
    return isinstance(x, (Value, PointerValue))


def _from_python(x):
    """A value of the kernel's Python surroundings as the kernel sees it: a bfloat16
    NumPy scalar (not an np.floating) is a float literal."""
    return float(x) if isinstance(x, bfloat16) else x


def _python_value(x):
    return x.item() if isinstance(x, np.generic) else x


def _assignment_counts(func_node):
    """How many places assign each name; augmented targets count twice."""
    counts = {}

    def count(target, weight=1):
        if isinstance(target, ast.Name):
            counts[target.id] = counts.get(target.id, 0) + weight
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                count(element, weight)

    for node in ast.walk(func_node):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                count(target)
        elif isinstance(node, ast.AnnAssign):
            count(node.target)
        elif isinstance(node, ast.AugAssign):
            count(node.target, 2)
        elif isinstance(node, ast.For):
            count(node.target)
        for name in _asm_output_names(node):
            count(name)  # S.asm writes its outputs' variables
    return counts


def _asm_call_outputs(node):
    """The `outputs` argument of a call written `S.asm(...)` / `asm(...)`, or None."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if name != "asm":
        return None
    if len(node.args) > 1:
        return node.args[1]
    return next((k.value for k in node.keywords if k.arg == "outputs"), None)


def _asm_output_target(item):
    """The variable an item of S.asm's `outputs` writes: the second of its
    (constraint, variable) pair, a tuple or a list; None when it is no name."""
    if isinstance(item, (ast.Tuple, ast.List)) and len(item.elts) == 2 and \
            isinstance(item.elts[1], ast.Name):
        return item.elts[1]
    return None


def _asm_output_names(node):
    """The names S.asm's `outputs` dict writes."""
    outputs = _asm_call_outputs(node)
    if not isinstance(outputs, ast.Dict):
        return []
    return [target for target in map(_asm_output_target, outputs.values) if target]


def _lane_assigned_names(func_node):
    """Names assigned through a subscript: `v[i] = x` (or `v[i] += x`)."""
    names = set()
    for node in ast.walk(func_node):
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AugAssign) else []
        for target in targets:
            if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
                names.add(target.value.id)
    return names


class BoundMethod:
    """`ptr.as_ptr` and friends before they are called."""

    def __init__(self, function, receiver):
        self.function, self.receiver = function, receiver
