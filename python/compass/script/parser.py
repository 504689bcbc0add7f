"""The Python AST → tir visitor for one @S.prim_func.

Handles Python syntax, scoping and locations; typing rules live in
semantic.py and builtins in builtins*.py. Every statement and expression sets
the builder's location to its Python file:line:col, and every rejected
construct raises a CompassError pointing at it.

FunctionParser is assembled from parts: this module has scopes, locations and
the function itself; parser_statements, parser_expressions and parser_calls
the visitors of each kind of node; parser_support what they share.
"""

import ast
import builtins as py_builtins
import inspect

from ..errors import CompassError
from .functions import Macro
from .parser_calls import CallParser
from .parser_expressions import ExpressionParser
from .parser_statements import StatementParser
from .parser_support import _assignment_counts, _from_python, _lane_assigned_names
from .source import SourceInfo  # noqa: F401 (re-exported for callers of the parser)
from .structure import MetaValue
from .types import DtypeConstructor, PointerType
from .values import PointerValue, SemanticError, Value, Variable


class FunctionParser(StatementParser, ExpressionParser, CallParser, ast.NodeVisitor):
    """Builds one func.func from one prim_func."""

    def __init__(self, compiler, prim_func, symbol, is_entry):
        self.compiler = compiler
        self.sem = compiler.sem
        # Where the statement being built is, for the warnings of the semantic rules.
        self.sem.locate = lambda: compiler.locations[-1][:3] if compiler.locations else None
        self.b = compiler.builder
        self.prim_func = prim_func
        self.symbol = symbol
        self.is_entry = is_entry
        self.source = prim_func.source
        self.scopes = []
        self.globals = prim_func.py_func.__globals__
        self.closure = inspect.getclosurevars(prim_func.py_func).nonlocals
        params = [a.arg for a in self.source.tree.args.args]
        counts = _assignment_counts(self.source.tree)
        # Names assigned more than once, and reassigned parameters, are variables.
        self.variables = {n for n, c in counts.items() if c > 1 or (n in params and c > 0)}
        self.variables |= self._names_assigned_by_unhygienic_macros()
        self.lane_assigned = _lane_assigned_names(self.source.tree)
        self.addr_taken = {n.value.id for n in ast.walk(self.source.tree)
                           if isinstance(n, ast.Attribute) and n.attr == "addr"
                           and isinstance(n.value, ast.Name)}
        self.constant_tables = {}  # id(numpy array) → PointerValue
        self.return_dtype = None
        self.returned = False  # the function body ended with its return
        self.loop_vars = []
        # Loops (for/while) enclosing the statement being built, innermost last.
        self.loops = []
        # The current block can't fall through (after return or break).
        self.terminated = False
        # Nesting of runtime control flow: returns inside it are early returns.
        self.depth = 0

    def _names_assigned_by_unhygienic_macros(self):
        """Names that non-hygienic macros called here assign in this scope."""
        names = set()
        for node in ast.walk(self.source.tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            target = self.closure.get(node.func.id, self.globals.get(node.func.id))
            if isinstance(target, Macro) and not target.hygienic:
                names |= set(_assignment_counts(target.source.tree))
        return names

    # Errors and locations -------------------------------------------------------
    def error(self, node, message):
        line, col, width = self.source.location(node)
        return CompassError(message, self.source.file, line, col, width)

    def visit(self, node):
        if not hasattr(node, "lineno"):
            return super().visit(node)
        line, col, _ = self.source.location(node)
        name = ""
        self.compiler.push_loc(self.source.file, line, col, name)
        try:
            return super().visit(node)
        except SemanticError as error:
            raise self.error(node, str(error)) from None
        except ValueError as error:
            # A bad dtype (DataType's message) met while reading this node.
            raise self.error(node, str(error)) from None
        finally:
            self.compiler.pop_loc()

    def generic_visit(self, node):
        raise self.error(node, f"Visitor of AST node is not implemented: {type(node).__name__}")

    # Scopes ------------------------------------------------------------------------
    def lookup(self, name, node):
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        if name in self.closure:
            return _from_python(self.closure[name])
        if name in self.globals:
            return _from_python(self.globals[name])
        if hasattr(py_builtins, name):
            return getattr(py_builtins, name)
        raise self.error(node, f'The name "{name}" is not defined.')

    def lookup_local(self, name):
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def read(self, binding):
        """The current value of a binding (variables are read where used)."""
        if isinstance(binding, MetaValue):
            return binding.value
        if isinstance(binding, Variable) and binding.pointer is not None:
            return self.load_addressed(binding)
        if isinstance(binding, Variable):
            ir = self.b.var_get(binding.ir)
            if isinstance(binding.dtype, PointerType):
                return PointerValue(ir, binding.dtype)
            return Value(ir, binding.dtype)
        return binding

    def visit_statements(self, statements):
        """Visits statements until one leaves the block (return, break)."""
        for statement in statements:
            if self.terminated:
                return  # dead code after return/break, as in Python
            self.visit(statement)

    def run_block(self, statements):
        """A nested block with its own scope; returns whether it can't fall through."""
        self.scopes.append({})
        try:
            self.visit_statements(statements)
            return self.terminated
        finally:
            self.scopes.pop()
            self.terminated = False

    # Function ------------------------------------------------------------------------
    def _param_type(self, name, annotation, node):
        if isinstance(annotation, PointerType):
            return annotation
        if isinstance(annotation, DtypeConstructor):
            if annotation.dtype.is_vector and self.is_entry:
                raise self.error(node, f'The entry function can\'t take the vector param "{name}".')
            return annotation.dtype
        raise self.error(
            node, f'The param "{name}" expect an annotation like "S.i32" or '
                  f'"S.ptr(\\"int32\\", \\"global\\")", but got: {annotation!r}.')

    def _ir_type_at(self, dtype, node):
        """The IR type of a parameter or return type; a type the compiler refuses
        (a vector too wide) is an error at its annotation."""
        try:
            return self.sem.value_ir_type(dtype)
        except SemanticError as error:
            raise self.error(node, str(error)) from None

    def build(self):
        tree = self.source.tree
        if isinstance(tree, ast.AsyncFunctionDef):
            raise self.error(tree, '"S.prim_func" can\'t decorate an async function.')
        signature = self.prim_func.signature
        args_node = tree.args
        if args_node.vararg or args_node.kwarg or args_node.kwonlyargs:
            raise self.error(tree, "*args, **kwargs and keyword-only params are not supported.")
        param_types = []
        for arg_node in args_node.args:
            param = signature.parameters[arg_node.arg]
            param_types.append(self._param_type(arg_node.arg, param.annotation, arg_node))
        ret = signature.return_annotation
        if ret not in (inspect.Signature.empty, None):
            if not isinstance(ret, (DtypeConstructor, PointerType)):
                raise self.error(tree, f'Unsupported return annotation: {ret!r}; use a dtype like '
                                       f'"S.i32", "S.fp16x16", "S.boolx8" or "S.ptr(...)".')
            if self.is_entry:
                raise self.error(tree, "The entry function can't return a value.")
            self.return_dtype = ret if isinstance(ret, PointerType) else ret.dtype
        self.param_types = param_types

        line, col, _ = self.source.location(tree)
        self.compiler.push_loc(self.source.file, line, col, "")
        try:
            ir_types = [self._ir_type_at(t, arg_node.annotation or arg_node)
                        for t, arg_node in zip(param_types, args_node.args)]
            results = [] if self.return_dtype is None else [
                self._ir_type_at(self.return_dtype, tree.returns or tree)]
            entry, args = self.b.create_function(
                self.symbol, ir_types, [a.arg for a in args_node.args], results, self.is_entry,
                self.prim_func.is_inline)
            self.b.enter_block(entry)
            self.scopes.append({})
            for index, (arg_node, ptype, ir) in enumerate(zip(args_node.args, param_types, args)):
                value = PointerValue(ir, ptype) if isinstance(ptype, PointerType) else Value(ir, ptype)
                self.bind(arg_node.arg, value, arg_node)
                if self.is_entry:  # for the shapes S.match_buffer declares on params
                    self.sem.entry_params[id(self.scopes[-1][arg_node.arg])] = index
            self.visit_body(tree.body)
            self.scopes.pop()
            self.b.exit_block()
        finally:
            self.compiler.pop_loc()

    def visit_body(self, body):
        self.visit_statements(body)
        if self.returned:
            return
        if self.return_dtype is None:
            self.b.ret([])
            return
        if not self.terminated:
            raise self.error(self.source.tree, f'The function "{self.prim_func.name}" doesn\'t '
                                               f'return a value on every path.')
        # Every path returned inside control flow: the end is unreachable,
        # but the function still needs a terminator of the right type.
        self.b.ret([self.placeholder(self.return_dtype).ir])

    def placeholder(self, dtype):
        """Some value of `dtype`, for the end of a function that never gets there."""
        if isinstance(dtype, PointerType):
            raise self.error(self.source.tree, f'The function "{self.prim_func.name}" returns a '
                                               f'pointer: end it with a return statement.')
        if dtype.is_bool and dtype.is_vector:
            return Value(self.b.const_mask([False] * dtype.lanes), dtype)
        if dtype.is_vector:
            return self.sem.broadcast(0, dtype)
        return self.sem.const(0, dtype)
