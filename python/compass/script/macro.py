"""Expansion of @S.macro calls: the macro's body built at the caller.

Upstream's PySim cannot run macros; here they expand in the front end, so
the simulator and the OpenCL C both see the inlined code. A hygienic macro
(the default) resolves its free names where it is defined, a non-hygienic
one where it is used. The Macro objects themselves are in functions.py.
"""

from .parser import FunctionParser


class MacroExpander(FunctionParser):
    """Builds a macro's body at the caller's insertion point."""

    def __init__(self, caller, macro_func, arguments):
        super().__init__(caller.compiler, macro_func, symbol=None, is_entry=False)
        self.depth = caller.depth
        self.loops = []
        if not macro_func.hygienic:
            self.globals = caller.globals
            self.closure = caller.closure
            self.scopes = list(caller.scopes)
        self.caller_depth = caller.depth
        self.scopes.append({})
        for name, value in arguments.items():
            # Reassigned parameters become variables, like a function's.
            if name in self.variables:
                self.bind(name, value, self.source.tree)
            else:
                self.scopes[-1][name] = value
        self.result = None

    def expand(self):
        for statement in self.source.tree.body:
            if self.terminated:
                break
            self.visit(statement)
        return self.result

    def visit_Return(self, node):
        if self.depth != self.caller_depth or self.loops:
            raise self.error(node, "A macro can only return at the end of its body.")
        self.result = None if node.value is None else self.read_expr(node.value)
        self.terminated = True


def expand_macro(caller, macro_func, args, kwargs, node):
    """The value of a macro call (None without `return`)."""
    try:
        bound = macro_func.signature.bind(*args, **kwargs)
    except TypeError as error:
        raise caller.error(node, f'The macro "{macro_func.name}": {error}.') from None
    bound.apply_defaults()
    # A macro expanding itself would expand forever: its body is built at the call.
    expanding = caller.compiler.expanding
    if macro_func in expanding:
        cycle = " -> ".join(m.name for m in expanding[expanding.index(macro_func):])
        raise caller.error(node, f'The macro "{macro_func.name}" is expanded recursively '
                                 f'({cycle} -> {macro_func.name}), which is not supported.')
    expanding.append(macro_func)
    try:
        return MacroExpander(caller, macro_func, bound.arguments).expand()
    finally:
        expanding.pop()
