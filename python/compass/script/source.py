"""The Python source of a decorated function, parsed, with its file offsets.

A leaf module: the decorators (functions.py) and the parser both use it.
"""

import ast
import inspect
import textwrap

from ..errors import CompassError


class SourceInfo:
    """The function's source, parsed, with offsets back into its file."""

    def __init__(self, py_func):
        try:
            self.file = inspect.getsourcefile(py_func) or "<unknown>"
            lines, start = inspect.getsourcelines(py_func)
        except (OSError, TypeError) as error:
            raise CompassError(
                f'"S.prim_func" needs the source code of "{py_func.__name__}", which Python '
                f'cannot find ({error}); define it in a .py file.') from None
        first = lines[0]
        self.col_offset = len(first) - len(first.lstrip())
        self.line_offset = start - 1
        module = ast.parse(textwrap.dedent("".join(lines)))
        self.tree = module.body[0]
        if not isinstance(self.tree, (ast.FunctionDef, ast.AsyncFunctionDef)):
            raise CompassError(
                f'"S.prim_func" and "S.macro" need a function defined with "def", but '
                f'"{py_func.__name__}" at {self.file}:{start} is not.')

    def location(self, node):
        line = node.lineno + self.line_offset
        col = node.col_offset + self.col_offset + 1
        end = getattr(node, "end_col_offset", None)
        same_line = getattr(node, "end_lineno", node.lineno) == node.lineno
        width = end - node.col_offset if end is not None and same_line else 1
        return line, col, width
