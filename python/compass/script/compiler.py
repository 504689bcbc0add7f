"""Turns an entry prim_func and the prim_funcs it calls into one tir module."""

from .. import _compass
from ..deep import DEEP_RECURSION_LIMIT, on_a_deep_stack
from ..errors import CompassError, from_diagnostics
from ..target import CompassInfo
from .arguments import KernelParams
from .macro import expand_macro
from .parser import FunctionParser
from .sizes import is_size
from .semantic import Semantic


class ModuleCompiler:
    """Builds the tir module of one entry kernel through the C++ builder."""

    def __init__(self, entry, name=None):
        self.entry = entry
        self.entry_name = name or entry.name
        self.module = _compass.ir.Module()
        self.builder = _compass.ir.Builder(self.module)
        self.sem = Semantic(self.builder)
        self.functions = {}     # PrimFunc → (symbol, param types, return dtype)
        self.in_progress = set()
        self.expanding = []     # the macros being expanded, outermost first (macro.py)
        self.locations = []

    #: Builds a macro call's body at the caller (macro.py).
    expand_macro = staticmethod(expand_macro)

    def push_loc(self, file, line, col, name):
        self.locations.append((file, line, col, name))
        self.builder.set_loc(file, line, col, name)

    def pop_loc(self):
        self.locations.pop()
        if self.locations:
            self.builder.set_loc(*self.locations[-1])

    def _symbol_for(self, prim_func):
        taken = {symbol for symbol, _, _ in self.functions.values()} | {self.entry_name}
        symbol, suffix = prim_func.name, 1
        while symbol in taken:
            suffix += 1
            symbol = f"{prim_func.name}_{suffix}"
        return symbol

    def declare(self, prim_func, node=None, caller=None):
        """The symbol, param types and return dtype of a callee, built on first use."""
        if prim_func in self.functions:
            return self.functions[prim_func]
        if prim_func in self.in_progress or prim_func is self.entry:
            message = f'The function "{prim_func.name}" is called recursively, which is not supported.'
            raise caller.error(node, message) if caller else CompassError(message)
        self.in_progress.add(prim_func)
        parser = FunctionParser(self, prim_func, self._symbol_for(prim_func), is_entry=False)
        parser.build()
        self.in_progress.discard(prim_func)
        self.functions[prim_func] = (parser.symbol, parser.param_types, parser.return_dtype)
        return self.functions[prim_func]

    def compile(self):
        """Builds and verifies the module; returns it and the entry's KernelParams."""
        self.in_progress.add(self.entry)
        parser = FunctionParser(self, self.entry, self.entry_name, is_entry=True)
        parser.build()
        # What only the front end knows of the parameters goes into the module,
        # whose description of them (KernelParams) every path checks calls against.
        parameters = self.entry.signature.parameters.values()
        sizes = [i for i, p in enumerate(parameters) if is_size(p.annotation)]
        _compass.kernel.annotate(self.module, sizes, self.sem.param_shapes)
        try:
            self.module.verify()
        except _compass.ir.IRError as error:
            raise from_diagnostics(str(error)) from None
        return self.module, KernelParams.of(self.module)


def compile_to_tir(prim_func, name=None, target=None):
    """(tir module, entry KernelParams) of `prim_func`; CompassInfo.current()
    is `target` meanwhile (else the caller's current one stays current)."""
    info = CompassInfo.current() if target is None else CompassInfo.get(target)

    def compile_module():
        try:
            if info is None:
                return ModuleCompiler(prim_func, name).compile()
            with info:  # the target is the thread's own (target.py)
                return ModuleCompiler(prim_func, name).compile()
        except RecursionError:
            source = prim_func.source
            raise CompassError(f'The function "{prim_func.name}" nests calls, macros and '
                               f'blocks more than {DEEP_RECURSION_LIMIT:,} Python frames deep, '
                               f'which Compass cannot compile.', source.file,
                               source.tree.lineno + source.line_offset,
                               source.tree.col_offset + source.col_offset + 1) from None
    return on_a_deep_stack(compile_module)


def lower_to_compass(module, target="X2_1204", disabled=()):
    """Runs the compass-lower pipeline for `target` on a copy of a tir module,
    without the optional passes in `disabled`."""
    lowered = module.clone()
    try:
        on_a_deep_stack(lambda: _compass.passes.lower_to_compass(lowered, target, list(disabled)))
    except _compass.passes.PassError as error:
        raise from_diagnostics(str(error)) from None
    return lowered
