"""The Python AST → tir visitor for one @S.prim_func.

Handles Python syntax, scoping and locations; typing rules live in
semantic.py and builtins in builtins.py. Every statement and expression sets
the builder's location to its Python file:line:col, and every rejected
construct raises a CompassError pointing at it.
"""

import ast
import builtins as py_builtins
import functools
import inspect
import operator
import textwrap

import numpy as np

from ..bfloat16 import bfloat16
from ..dtypes import STORAGE_DTYPES, DataType
from ..errors import CompassError
from . import builtins as dsl_builtins
from . import python_calls
from .builtins_misc import AsmOutputs
from .functions import Macro, PrimFunc
from .sizes import is_size
from .source import SourceInfo  # noqa: F401 (re-exported for callers of the parser)
from .structure import BlockFrame, MetaValue, ParseTimeFunction
from .structure import block as structure_block
from .types import DtypeConstructor, PointerType
from .values import (BufferValue, EventValue, PointerValue, SemanticError, Value, Variable,
                     describe, is_literal, type_mismatch)

_PY_BINARY = {"Add": operator.add, "Sub": operator.sub, "Mult": operator.mul,
              "Div": operator.truediv, "FloorDiv": operator.floordiv,
              "Mod": operator.mod, "Pow": operator.pow, "LShift": operator.lshift,
              "RShift": operator.rshift, "BitAnd": operator.and_,
              "BitOr": operator.or_, "BitXor": operator.xor}
_PY_COMPARE = {"Eq": operator.eq, "NotEq": operator.ne, "Lt": operator.lt,
               "LtE": operator.le, "Gt": operator.gt, "GtE": operator.ge}
_REJECTED_BUILTINS = {"print": "S.printf", "max": "S.max", "min": "S.min"}


def _shadowing_loop_variable(name):
    """upstream's message for a loop variable whose name is taken."""
    return (f"The iter var {name} of the for loop has been defined in outside scope, please use "
            f"another name.")


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


def _asm_output_names(node):
    """The names S.asm's `outputs` dict writes (its values' second items)."""
    outputs = _asm_call_outputs(node)
    if not isinstance(outputs, ast.Dict):
        return []
    return [v.elts[1] for v in outputs.values
            if isinstance(v, ast.Tuple) and len(v.elts) == 2 and isinstance(v.elts[1], ast.Name)]


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


_PARSE_TIME_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
                   ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b,
                   ast.Mod: lambda a, b: a % b}


def _split_offset(node, constant):
    """(base, constant) of an index spelled `base`, `base + c`, `base - c`, `c + base` or
    `c`, where `constant(node)` gives the int a parse-time term stands for, or None."""
    value = constant(node)
    if value is not None:
        return "", value
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        sign = 1 if isinstance(node.op, ast.Add) else -1
        right = constant(node.right)
        if right is not None:
            base, offset = _split_offset(node.left, constant)
            return base, offset + sign * right
        left = constant(node.left)
        if left is not None and sign == 1:
            base, offset = _split_offset(node.right, constant)
            return base, offset + left
    return ast.dump(node), 0


def _constant_lanes(slice_node, constant):
    """Lanes of `p[a:b]` when b - a is known from the source: both constant,
    or both the same expression plus parse-time terms (`p[i:i + 8]`,
    `p[n + 1:n + 9]`, `p[i:i + 2 * lanes]` with `lanes` a Python int)."""
    if slice_node.upper is None:
        return None
    lower_base, lower = _split_offset(slice_node.lower or ast.Constant(0), constant)
    upper_base, upper = _split_offset(slice_node.upper, constant)
    return upper - lower if lower_base == upper_base else None


def _is_debugger_call(node):
    """breakpoint(), set_trace() or pdb.set_trace(), which kernels may keep."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name):
        return func.id in ("breakpoint", "set_trace")
    return isinstance(func, ast.Attribute) and func.attr == "set_trace"


class BoundMethod:
    """`ptr.as_ptr` and friends before they are called."""

    def __init__(self, function, receiver):
        self.function, self.receiver = function, receiver


class FunctionParser(ast.NodeVisitor):
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

    # Statements ----------------------------------------------------------------------
    def visit_Return(self, node):
        values = []
        if node.value is None:
            if self.return_dtype is not None:
                raise self.error(node, f'The function must return a "{self.return_dtype}".')
        else:
            if self.return_dtype is None:
                raise self.error(node, 'This function lacks return type annotation. Returning a '
                                       'value needs one like "-> S.i32".')
            value = self.read_expr(node.value)
            values = [self.check_return_value(node, value)]
        if self.depth == 0:
            self.b.ret(values)
            self.returned = True
        else:
            self.b.early_return(values)
        self.terminated = True

    def check_return_value(self, node, value):
        """The IR of a returned value, checked against the annotation."""
        expected = self.return_dtype
        if isinstance(expected, PointerType):
            if (isinstance(value, PointerValue) and value.ptype.dtype == expected.dtype
                    and value.ptype.space != expected.space):
                raise self.error(node, f'The scope of return type expect "{expected.scope}", but '
                                       f'got: "{value.ptype.scope}".')
            if not isinstance(value, PointerValue) or value.ptype != expected:
                raise self.error(node, f'The function must return a "{expected}", but got: '
                                       f'{describe(value)}.')
            if value.stack:
                raise self.error(node, f'The function "{self.prim_func.name}" return a stack '
                                       f'pointer. Please check it carefully.')
            return value.ir
        if is_literal(value) or (isinstance(value, Value) and value.dtype != expected
                                 and value.dtype.is_scalar and expected.is_scalar):
            # As upstream's C (`return` converts to the declared type): a C cast, so a float
            # returned as S.i32 is truncated.
            value = self.sem.convert(value, expected)
        if not isinstance(value, Value) or value.dtype != expected:
            raise self.error(node, f'The function must return a "{expected}", but got: '
                                   f'{describe(value)}.')
        return value.ir

    def visit_Break(self, node):
        if not self.loops:
            raise self.error(node, '"break" outside a loop.')
        if self.loops[-1] == "tec_range":
            raise self.error(node, '"break" can\'t leave an "S.tec_range" loop.')
        self.b.break_loop()
        self.terminated = True

    def visit_Pass(self, node):
        pass

    def visit_Expr(self, node):
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return  # a docstring
        if _is_debugger_call(node.value):
            return  # breakpoint(), pdb.set_trace(): for upstream's PySim debugging
        self.read_expr(node.value)

    def visit_Import(self, node):
        pass

    visit_ImportFrom = visit_Import

    def visit_Assign(self, node):
        if len(node.targets) != 1:
            raise self.error(node, "Chained assignment is not supported.")
        target = node.targets[0]
        if isinstance(target, (ast.Tuple, ast.List)):
            names = [t.id for t in target.elts if isinstance(t, ast.Name)]
            if len(names) != len(target.elts):
                raise self.error(target, "Only names can be assigned in a tuple assignment.")
            if len(set(names)) != len(names):
                raise self.error(target, "Duplicate vars assigned.")
            values = self.visit(node.value)
            meta = isinstance(values, MetaValue)
            values = self.read(values)
            if isinstance(values, list) and meta:
                values = tuple(values)
            if not isinstance(values, tuple) or len(values) != len(names):
                raise self.error(node.value, f"Expect a tuple of {len(names)} values.")
            for element, value in zip(target.elts, values):
                if meta:
                    self.bind_meta(element, value)
                else:
                    self.assign(element, value)
            return
        self.sem.name_hint = target.id if isinstance(target, ast.Name) else None
        try:
            value = self.visit(node.value)
        finally:
            self.sem.name_hint = None
        if isinstance(value, MetaValue):
            self.bind_meta(target, value.value)
            return
        self.assign(target, self.read(value))

    def bind_meta(self, target, value):
        """`x = S.meta_var(v)`: `x` names the parse-time value `v` itself."""
        if not isinstance(target, ast.Name):
            raise self.error(target, '"S.meta_var" can only be assigned to names.')
        if self.lookup_local(target.id) is not None:
            raise self.error(target, f'The name "{target.id}" of an "S.meta_var" is already defined.')
        self.scopes[-1][target.id] = self.read(value)

    def visit_With(self, node):
        """`with S.block(...):` runs its body in a scope of its own."""
        item = node.items[0]
        expr = item.context_expr
        # Look at the callee first: any other context manager must not run.
        if len(node.items) != 1 or not isinstance(expr, ast.Call) or \
                self.eval_python(expr.func) is not structure_block:
            raise self.error(node, 'Visitor of AST node is not implemented: With (only '
                                   '"with S.block(...):" is supported).')
        frame = self.read_expr(expr)
        assert isinstance(frame, BlockFrame)
        if item.optional_vars is not None:
            raise self.error(item.optional_vars, '"with S.block(...) as ..." is not supported.')
        self.scopes.append({})
        try:
            self.visit_statements(node.body)
        finally:
            self.scopes.pop()

    def visit_AnnAssign(self, node):
        annotation = self.eval_python(node.annotation)
        if not isinstance(annotation, DtypeConstructor) or node.value is None:
            raise self.error(node, 'Annotated assignment needs a dtype like "S.i32" and a value.')
        value = self.read_expr(node.value)
        if is_literal(value) and not (isinstance(value, float) and annotation.dtype.is_arithmetic_integer):
            value = self.sem.const(value, annotation.dtype)
        if not isinstance(value, Value) or value.dtype != annotation.dtype:
            raise self.error(node, type_mismatch(annotation.dtype, value))
        self.assign(node.target, value)

    def visit_AugAssign(self, node):
        op = type(node.op).__name__
        if isinstance(node.target, ast.Name):
            current = self.read(self.lookup(node.target.id, node.target))
            self.assign(node.target, self.apply_binary(op, current, self.read_expr(node.value)))
            return
        if isinstance(node.target, ast.Subscript):
            base = self.read_expr(node.target.value)
            index = self.read_expr(node.target.slice)
            current = self.sem.load(base, index)
            self.sem.store(base, index, self.apply_binary(op, current, self.read_expr(node.value)))
            return
        raise self.error(node.target, "Unsupported target of an augmented assignment.")

    def assign(self, target, value):
        if isinstance(target, ast.Subscript):
            base = self.read_expr(target.value)
            if isinstance(target.slice, ast.Slice):
                start, lanes, step = self.slice_bounds(base, target.slice)
                if lanes == 1:  # a one-lane slice is the element itself
                    self.sem.store(base, start, value)
                    return
                base, start, lanes = self.whole_vectors(base, start, lanes, step, target.slice)
                if not isinstance(value, Value) or value.dtype.is_scalar:
                    value = self.sem.broadcast(value, base.dtype.with_lanes(lanes))
                elif value.dtype.lanes != lanes:
                    raise self.error(target, f'The slice has {lanes} lanes but the value is '
                                             f'"{value.dtype}".')
                if step != 1:
                    self.sem.strided_store(base, start, step, value)
                    return
                dsl_builtins.call_builtin_by_name(self.sem, "vstore", value,
                                                  self.sem.binary("Add", base, start))
                return
            index = self.read_expr(target.slice)
            if isinstance(base, Value) and base.dtype.is_vector:
                binding = self.lookup_local(target.value.id) if isinstance(target.value, ast.Name) else None
                if not isinstance(binding, Variable):
                    raise self.error(target, "Only the lanes of a named vector variable can be assigned.")
                self.b.var_set(binding.ir, self.sem.insert(base, index, value).ir)
                return
            self.sem.store(base, index, value)
            return
        if not isinstance(target, ast.Name):
            raise self.error(target, f"Can't assign to {type(target).__name__}.")
        self.bind(target.id, value, target)

    def bind(self, name, value, node):
        """Defines or updates `name` in the innermost scope that has it."""
        if isinstance(value, str):
            raise self.error(node, "Can't define string inside primitive function, please define it outside.")
        if _is_python_constant(value):
            value = self.sem.to_value(_python_value(value))
        elif isinstance(value, (list, tuple, np.ndarray)):
            # A Python value (a mask list, a table): bound as is, used at parse time.
            self.scopes[-1][name] = value
            return
        if isinstance(value, EventValue):
            # An event names its handle; it is never reassigned.
            if self.lookup_local(name) is not None or name in self.variables:
                raise self.error(node, f'The event "{name}" can\'t be reassigned.')
            self.scopes[-1][name] = value
            return
        if not isinstance(value, (Value, PointerValue)):
            raise self.error(node, f'Can\'t assign {describe(value)} to "{name}".')
        if isinstance(value, PointerValue):
            value = value.named()
        if name in self.loop_vars:
            raise self.error(node, f'The loop variable "{name}" can\'t be assigned.')
        existing = self.lookup_local(name)
        if isinstance(existing, Variable):
            self.set_variable(existing, value, node)
            return
        if existing is not None and name not in self.variables:
            raise self.error(node, f'Can\'t reassign "{name}" here: it was defined once outside.')
        if name in self.addr_taken:
            if not isinstance(value, Value):
                raise self.error(node, f'Only scalars and vectors have an address: "{name}".')
            pointer = self.addressed_storage(value.dtype)
            variable = Variable(None, value.dtype, name, pointer=pointer)
            self.store_addressed(variable, value)
            self.scopes[-1][name] = variable
            return
        lanes_set = name in self.lane_assigned and isinstance(value, Value) and value.dtype.is_vector
        if name in self.variables or lanes_set:
            dtype = value.ptype if isinstance(value, PointerValue) else value.dtype
            variable = Variable(self.b.var_decl(name, self.sem.value_ir_type(dtype)), dtype, name)
            self.b.var_set(variable.ir, value.ir)
            self.scopes[-1][name] = variable
            return
        self.scopes[-1][name] = value

    def addressed_storage(self, dtype):
        """Private memory for a variable whose address is taken. A flexible or multiple-width
        vector (no native pointee type) gets its lanes as elements, as upstream's `var.addr`
        of a float32x16 is the address of its 16 floats."""
        if dtype.is_vector and not dtype.is_native_vector:
            return dsl_builtins.call_builtin_by_name(self.sem, "alloc", dtype.lanes,
                                                     str(dtype.element_of))
        return dsl_builtins.call_builtin_by_name(self.sem, "alloc", 1, str(dtype))

    def load_addressed(self, variable):
        if variable.pointer.dtype == variable.dtype:
            return self.sem.load(variable.pointer, 0)
        return dsl_builtins.call_builtin_by_name(self.sem, "vload", variable.pointer,
                                                 lanes=variable.dtype.lanes)

    def store_addressed(self, variable, value):
        if variable.pointer.dtype == variable.dtype:
            self.sem.store(variable.pointer, 0, value)
        else:
            dsl_builtins.call_builtin_by_name(self.sem, "vstore", value, variable.pointer)

    def set_variable(self, variable, value, node):
        if isinstance(variable.dtype, PointerType):
            if not isinstance(value, PointerValue) or value.ptype != variable.dtype:
                raise self.error(node, f'The pointer "{variable.name}" can only be reassigned '
                                       f'with a pointer of the same type "{variable.dtype}".')
        elif not isinstance(value, Value) or value.dtype != variable.dtype:
            raise self.error(node, type_mismatch(variable.dtype, value))
        if variable.pointer is not None:
            self.store_addressed(variable, value)
        else:
            self.b.var_set(variable.ir, value.ir)

    def nested(self, block, statements, loop=None, bindings=None):
        """Builds `statements` into `block` (a loop or branch body)."""
        self.b.enter_block(block)
        self.scopes.append(dict(bindings or {}))
        self.depth += 1
        if loop:
            self.loops.append(loop)
        try:
            return self.run_block(statements)
        finally:
            if loop:
                self.loops.pop()
            self.depth -= 1
            self.scopes.pop()
            self.b.exit_block()

    def visit_For(self, node):
        if node.orelse:
            raise self.error(node, "for ... else is not supported.")
        if self.is_grid(node):
            return self.grid_loop(node)
        if not isinstance(node.target, ast.Name):
            raise self.error(node.target, "The loop variable must be a name.")
        name = node.target.id
        if self.lookup_local(name) is not None:
            raise self.error(node.target, _shadowing_loop_variable(name))
        iterable = self.eval_python(node.iter.func) if isinstance(node.iter, ast.Call) else None
        if iterable is dsl_builtins.PUBLIC["tec_range"]:
            return self.tec_range_loop(node, name)
        if iterable is dsl_builtins.PUBLIC["vectorized"]:
            iterable = range
        if iterable is not range:
            raise self.error(node.iter, 'Only "range", "S.grid", "S.vectorized" and '
                                        '"S.tec_range" loops are supported.')
        self.range_loop(node, name, *self.range_bounds(node.iter, "range"), node.body)

    def range_loop(self, node, name, start, stop, step, body_statements):
        """A tir.for binding `name`, building `body_statements` inside."""
        if _is_python_constant(step) and _python_value(step) <= 0:
            raise self.error(node.iter, f'The step of "range" must be positive, but got: {step}.')
        bounds = [self.sem.cast(b, "int32").ir for b in (start, stop, step)]
        body, iv = self.b.create_for(*bounds)
        self.loop_vars.append(name)
        try:
            self.nested(body, body_statements, loop="for", bindings={name: Value(iv, "int32")})
        finally:
            self.loop_vars.pop()

    def is_grid(self, node):
        return isinstance(node.iter, ast.Call) and \
            self.eval_python(node.iter.func) is dsl_builtins.PUBLIC["grid"]

    def grid_loop(self, node):
        """`for i, j in S.grid(4, 8)`: nested loops, outermost first."""
        names = [t.id for t in getattr(node.target, "elts", [node.target]) if isinstance(t, ast.Name)]
        if len(names) != len(node.iter.args) or node.iter.keywords:
            raise self.error(node, '"S.grid" needs one loop variable per extent.')
        for name, extent in zip(names, node.iter.args):
            if self.lookup_local(name) is not None:
                raise self.error(node.target, _shadowing_loop_variable(name))
        extents = []
        for extent_node in node.iter.args:
            extent = self.read_expr(extent_node)
            if not (isinstance(extent, Value) and extent.dtype.is_arithmetic_integer) and \
                    not (isinstance(extent, int) and not isinstance(extent, bool)):
                raise self.error(extent_node, f'The extents of "S.grid" expect integers, but got: '
                                              f'{describe(extent)}.')
            extents.append(extent)

        self.grid_nest(node, names, extents, 0)

    def grid_nest(self, node, names, extents, level):
        """The loop of `names[level]` holding the deeper levels, then the body."""
        bounds = [self.sem.cast(b, "int32").ir for b in (0, extents[level], 1)]
        body, iv = self.b.create_for(*bounds)
        name = names[level]
        self.loop_vars.append(name)
        self.b.enter_block(body)
        self.scopes.append({name: Value(iv, "int32")})
        self.depth += 1
        self.loops.append("for")
        try:
            if level == len(names) - 1:
                self.run_block(node.body)
            else:
                self.grid_nest(node, names, extents, level + 1)
        finally:
            self.loops.pop()
            self.depth -= 1
            self.scopes.pop()
            self.b.exit_block()
            self.loop_vars.pop()

    def range_bounds(self, call, what):
        """(start, stop, step) of range-like call args, each int32-castable."""
        if call.keywords or not 1 <= len(call.args) <= 3:
            raise self.error(call, f'"{what}" takes 1 to 3 positional args.')
        bounds = []
        for arg in call.args:
            bound = self.read_expr(arg)
            if isinstance(bound, Value):
                if not (bound.dtype.is_arithmetic_integer and bound.dtype.is_scalar):
                    raise self.error(arg, f'The bounds of "{what}" expect integers, but got: "{bound.dtype}".')
            elif not (_is_python_constant(bound) and isinstance(_python_value(bound), int)):
                raise self.error(arg, f'The bounds of "{what}" expect integers, but got: {describe(bound)}.')
            else:
                bound = _python_value(bound)
            bounds.append(bound)
        if len(bounds) == 1:
            return 0, bounds[0], 1
        return bounds[0], bounds[1], bounds[2] if len(bounds) == 3 else 1

    def tec_range_loop(self, node, name):
        """`for i in S.tec_range(start, stop)`: this TEC runs i = its id if in range."""
        if len(node.iter.args) == 3:
            raise self.error(node.iter, '"S.tec_range" takes 1 or 2 args.')
        start, stop, _ = self.range_bounds(node.iter, "S.tec_range")
        tid = Value(self.b.get_local_id(), "int32")
        inside = self.sem.logical("And", self.sem.compare("GtE", tid, start),
                                  self.sem.compare("Lt", tid, stop))
        then_block, _ = self.b.create_if(inside.ir, False)
        self.loop_vars.append(name)
        try:
            self.nested(then_block, node.body, loop="tec_range", bindings={name: tid})
        finally:
            self.loop_vars.pop()

    def visit_While(self, node):
        if node.orelse:
            raise self.error(node, "while ... else is not supported.")
        condition_block, body = self.b.create_while()
        self.b.enter_block(condition_block)
        try:
            condition = self.read_expr(node.test)
            if isinstance(condition, Value) and condition.dtype.is_vector:
                raise self.error(node.test, f'The condition expect a scalar, but got: "{condition.dtype}".')
            self.b.condition(self.sem.truth(condition).ir)
        finally:
            self.b.exit_block()
        self.nested(body, node.body, loop="while")

    def visit_If(self, node):
        condition = self.read_expr(node.test)
        if not _is_ir(condition):
            # Decided at parse time: the chosen branch stands in for the if,
            # so its names stay visible after it.
            self.visit_statements(node.body if condition else node.orelse)
            return
        condition = self.sem.truth(condition)
        then_block, else_block = self.b.create_if(condition.ir, bool(node.orelse))
        then_ends = self.nested(then_block, node.body)
        else_ends = self.nested(else_block, node.orelse) if else_block is not None else False
        # Both branches leave: nothing after the if runs.
        self.terminated = then_ends and else_ends

    # Expressions ----------------------------------------------------------------------
    def read_expr(self, node):
        """Evaluates an expression: an IR value, a pointer or a Python object."""
        return self.read(self.visit(node))

    def eval_python(self, node):
        """Evaluates an expression that must be a Python object (no IR)."""
        value = self.read_expr(node)
        if isinstance(value, (Value, PointerValue)):
            raise self.error(node, "Expect a compile-time Python value here.")
        return value

    def visit_Constant(self, node):
        # Strings may take part in parse-time expressions; bind() refuses to store them.
        return node.value

    def visit_Name(self, node):
        return self.lookup(node.id, node)

    def visit_JoinedStr(self, node):
        """An f-string of parse-time values (a dtype string such as f"{dtype}x{lanes}")."""
        return "".join(str(self.visit(part)) for part in node.values)

    def visit_FormattedValue(self, node):
        value = self.visit(node.value)
        if _is_ir(value):
            raise self.error(node, "An f-string can only format parse-time values.")
        conversion = {115: str, 114: repr, 97: ascii}.get(node.conversion)
        value = conversion(value) if conversion else value
        return format(value, "" if node.format_spec is None else self.visit(node.format_spec))

    def visit_Attribute(self, node):
        if node.attr == "addr" and isinstance(node.value, ast.Name):
            binding = self.lookup_local(node.value.id)
            if isinstance(binding, Variable) and binding.pointer is not None:
                pointer = binding.pointer
                # Upstream forbids access through a temporary var.addr.
                return PointerValue(pointer.ir, pointer.ptype, stack=True, temporary=True)
        base = self.read_expr(node.value)
        if isinstance(base, PointerValue):
            if node.attr == "is_nullptr":
                return Value(self.b.ptr_is_null(base.ir), "bool")
            if node.attr in ("as_ptr", "addr_of"):
                return BoundMethod(getattr(self, f"pointer_{node.attr}"), base)
        if isinstance(base, (Value, PointerValue)):
            raise self.error(node, f'The attribute "{node.attr}" of {describe(base)} is not supported.')
        try:
            return getattr(base, node.attr)
        except AttributeError as error:
            raise self.error(node, str(error)) from None

    def visit_ListComp(self, node):
        """A comprehension over Python values only, evaluated at parse time."""
        namespace = dict(self.globals)
        namespace.update(self.closure)
        for scope in self.scopes:
            for name, value in scope.items():
                if not isinstance(value, (Value, PointerValue, Variable)):
                    namespace[name] = value
        code = compile(ast.fix_missing_locations(ast.Expression(node)), self.source.file, "eval")
        try:
            return eval(code, namespace)  # noqa: S307 - the user's own kernel source
        except NameError as error:
            raise self.error(node, f"A comprehension runs at parse time on Python values: {error}.") from None

    visit_SetComp = visit_GeneratorExp = visit_ListComp

    def visit_Tuple(self, node):
        return tuple(self.read_expr(e) for e in node.elts)

    def visit_Dict(self, node):
        """A dict argument (S.asm's outputs and inputs)."""
        if any(key is None for key in node.keys):
            raise self.error(node, "**dict in a dict is not supported.")
        return {self.read_expr(k): self.read_expr(v) for k, v in zip(node.keys, node.values)}

    def bind_asm_outputs(self, node, values):
        """S.asm wrote `values` to the variables of its outputs, in order."""
        outputs = _asm_call_outputs(node)
        items = outputs.values if isinstance(outputs, ast.Dict) else []
        for item, value in zip(items, values):
            target = item.elts[1] if isinstance(item, ast.Tuple) and len(item.elts) == 2 else None
            if not isinstance(target, ast.Name):
                raise self.error(item, "An output of S.asm must be a variable name.")
            self.assign(target, value)

    def visit_List(self, node):
        return [self.read_expr(e) for e in node.elts]

    def apply_binary(self, op, lhs, rhs):
        if not _is_ir(lhs) and not _is_ir(rhs):
            return self.eval_at_parse_time(_PY_BINARY[op], lhs, rhs)
        return self.sem.binary(op, lhs, rhs)

    def visit_BinOp(self, node):
        # A left-nested chain (a + b + c + …) is read iteratively: the AST nests
        # it one level per operator, which would exhaust Python's recursion
        # limit long before CPython's own compiler gives up on the source.
        chain = []
        while isinstance(node, ast.BinOp):
            chain.append(node)
            node = node.left
        value = self.read_expr(node)
        for binop in reversed(chain):
            rhs = self.read_expr(binop.right)
            value = self.at(binop, self.apply_binary, type(binop.op).__name__, value, rhs)
        return value

    def at(self, node, function, *args):
        """function(*args) with `node` as the location of its IR and errors."""
        line, col, _ = self.source.location(node)
        self.compiler.push_loc(self.source.file, line, col, "")
        try:
            return function(*args)
        except (SemanticError, ValueError) as error:
            raise self.error(node, str(error)) from None
        finally:
            self.compiler.pop_loc()

    def visit_UnaryOp(self, node):
        return self.apply_unary(type(node.op).__name__, self.read_expr(node.operand))

    def apply_unary(self, op, operand):
        if _is_python_constant(operand):
            value = _python_value(operand)
            return {"USub": lambda: -value, "UAdd": lambda: +value,
                    "Not": lambda: not value, "Invert": lambda: ~value}[op]()
        if op == "USub":
            return self.sem.negate(operand)
        if op == "UAdd":
            return operand
        if op == "Not":
            return self.sem.logical_not(operand)
        return self.sem.invert(operand)

    def visit_BoolOp(self, node):
        op = type(node.op).__name__
        result = self.read_expr(node.values[0])
        for value_node in node.values[1:]:
            value = self.read_expr(value_node)
            if _is_python_constant(result) and _is_python_constant(value):
                result = (result and value) if op == "And" else (result or value)
            else:
                result = self.sem.logical(op, result, value)
        return result

    def visit_Compare(self, node):
        if len(node.ops) != 1:
            raise self.error(node, "Chained comparisons are not supported.")
        op = type(node.ops[0]).__name__
        lhs, rhs = self.read_expr(node.left), self.read_expr(node.comparators[0])
        if op not in _PY_COMPARE:
            raise self.error(node, f'The operator "{op}" is not supported.')
        return self.apply_compare(op, lhs, rhs)

    def apply_compare(self, op, lhs, rhs):
        if not _is_ir(lhs) and not _is_ir(rhs):
            return self.eval_at_parse_time(_PY_COMPARE[op], lhs, rhs)
        return self.sem.compare(op, lhs, rhs)

    def eval_at_parse_time(self, function, *args):
        """Python semantics for an operation on Python values only."""
        try:
            return function(*(_python_value(a) for a in args))
        except Exception as error:  # the user's Python raised: report it here
            raise SemanticError(f"{type(error).__name__}: {error}") from None

    def visit_IfExp(self, node):
        condition = self.read_expr(node.test)
        if not _is_ir(condition):
            return self.read_expr(node.body if condition else node.orelse)
        return self.sem.select(condition, self.read_expr(node.body), self.read_expr(node.orelse))

    def visit_Subscript(self, node):
        base = self.read_expr(node.value)
        if isinstance(node.slice, ast.Slice) and isinstance(base, (list, tuple, str, np.ndarray)):
            return self.python_slice(base, node.slice)
        if isinstance(node.slice, ast.Slice):
            start, lanes, step = self.slice_bounds(base, node.slice)
            if lanes == 1:  # a one-lane slice is the element itself
                return self.sem.load(base, start)
            base, start, lanes = self.whole_vectors(base, start, lanes, step, node.slice)
            if step != 1:
                return self.sem.strided_load(base, start, lanes, step)
            return dsl_builtins.call_builtin_by_name(
                self.sem, "vload", self.sem.binary("Add", base, start), lanes=lanes)
        index = self.read_expr(node.slice)
        if isinstance(base, PointerValue):
            return self.sem.load(base, index)
        if isinstance(base, Value):
            if not base.dtype.is_vector:
                raise self.error(node, f'A scalar "{base.dtype}" can\'t be indexed.')
            return self.sem.extract(base, index)
        if isinstance(base, np.ndarray) and _is_ir(index):
            return self.sem.load(self.constant_table(base, node), index)
        if isinstance(index, (Value, PointerValue)):
            raise self.error(node, f"A Python {type(base).__name__} can't be indexed by a runtime value.")
        try:
            return base[index]
        except (IndexError, KeyError, TypeError) as error:
            raise self.error(node, str(error)) from None

    def python_slice(self, base, slice_node):
        """A slice of a Python sequence (a mask list, a NumPy array, …) taken at parse
        time; its bounds must be parse-time integers."""
        bounds = []
        for part in (slice_node.lower, slice_node.upper, slice_node.step):
            value = None if part is None else _python_value(self.read_expr(part))
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise self.error(part, f"A Python {type(base).__name__} is sliced when the kernel "
                                       f"is built: its bounds must be integer constants, but got: "
                                       f"{describe(value)}.")
            bounds.append(value)
        return base[slice(*bounds)]

    def parse_time_int(self, node):
        """The int that `node` stands for when the kernel is built, or None: integer
        literals, Python ints of the kernel's closure, globals and S.meta_var names, their
        attributes (`vdtype.lanes`) and + - * // % of those. Builds no IR."""
        if isinstance(node, ast.Constant):
            value = node.value
        elif isinstance(node, ast.Name):
            local = self.lookup_local(node.id)
            if local is not None:
                value = local
            elif node.id in self.closure:
                value = self.closure[node.id]
            else:
                value = self.globals.get(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                self.lookup_local(node.value.id) is None:
            owner = self.closure.get(node.value.id, self.globals.get(node.value.id))
            value = getattr(owner, node.attr, None) if owner is not None else None
        elif isinstance(node, ast.BinOp) and type(node.op) in _PARSE_TIME_OPS:
            left, right = self.parse_time_int(node.left), self.parse_time_int(node.right)
            if left is None or right is None or (
                    isinstance(node.op, (ast.FloorDiv, ast.Mod)) and right == 0):
                return None
            return _PARSE_TIME_OPS[type(node.op)](left, right)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            value = self.parse_time_int(node.operand)
            return None if value is None else -value
        else:
            return None
        value = _python_value(value)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def slice_bounds(self, base, slice_node):
        """(start, lanes) of `p[a:b]`; the lane count must be known."""
        if not isinstance(base, PointerValue):
            raise self.error(slice_node, f"Only pointers can be sliced, but got: {describe(base)}.")
        if slice_node.upper is None:
            raise self.error(slice_node, "A pointer slice needs a stop: p[start:stop].")
        lanes = _constant_lanes(slice_node, self.parse_time_int)
        start = self.read_expr(slice_node.lower) if slice_node.lower is not None else 0
        if lanes is None:
            # Bounds known when the kernel is built (`p[lanes:n]` with Python ints).
            stop = self.read_expr(slice_node.upper)
            if _is_python_constant(start) and _is_python_constant(stop):
                lanes = _python_value(stop) - _python_value(start)
        if not isinstance(lanes, int) or isinstance(lanes, bool) or lanes < 1:
            raise self.error(slice_node, "The lanes of a pointer slice (stop - start) must be a "
                                         "positive constant, e.g. p[i:i + 8].")
        step = 1 if slice_node.step is None else self.read_expr(slice_node.step)
        if not (isinstance(step, int) and not isinstance(step, bool) and step > 0):
            raise self.error(slice_node.step, "The step of a pointer slice must be a positive "
                                              "integer constant.")
        if step != 1:
            lanes = -(-lanes // step)
            if lanes < 2:
                raise self.error(slice_node, "A strided pointer slice needs at least 2 lanes.")
        return start, lanes, step

    def whole_vectors(self, base, start, lanes, step, slice_node):
        """A slice of a pointer to vectors spans whole vectors, lane after lane (upstream's
        PySim reads them as 1-D data): `p[2:6]` of an int32x8 pointer is the 32 int32
        lanes from vector 2 on. Returns (element pointer, start, lanes); other pointers
        are returned as they are."""
        if not base.dtype.is_vector:
            return base, start, lanes
        if step != 1:
            raise self.error(slice_node, "A slice of a pointer to vectors can't have a step.")
        per_vector = base.dtype.lanes
        element = PointerType(str(base.dtype.element_of), base.ptype.scope)
        elements = PointerValue(self.b.ptr_cast(base.ir, self.sem.ptr_ir_type(element)), element,
                                base.stack)
        first = (_python_value(start) * per_vector if _is_python_constant(start)
                 else self.sem.binary("Mult", start, per_vector))
        return elements, first, lanes * per_vector

    def constant_table(self, array, node):
        """A NumPy array indexed at run time: a table in constant memory."""
        if id(array) in self.constant_tables:
            return self.constant_tables[id(array)]
        if array.ndim != 1 or array.size == 0:
            raise self.error(node, "Only non-empty 1-D NumPy arrays can be indexed at run time.")
        name = node.value.id if isinstance(node.value, ast.Name) else "table"
        if array.dtype.name not in STORAGE_DTYPES:
            raise self.error(node, f'The table "{name}" has the NumPy dtype "{array.dtype}", which '
                                   f'the Compass DSL does not have; convert it with astype.')
        dtype = DataType(array.dtype.name)
        table = self.sem.const_table(name, array, dtype)
        self.constant_tables[id(array)] = table
        return table

    def pointer_as_ptr(self, ptr, dtype, scope=None):
        return self.sem.pointer_cast(ptr, dtype, scope)

    def pointer_addr_of(self, ptr, index):
        # As upstream: one index, a tuple or a list; missing trailing indices are 0
        # (`buf.addr_of(i)` of a 2-D buffer is the address of its row i).
        indices = tuple(index) if isinstance(index, (tuple, list)) else (index,)
        rank = len(ptr.shape) if isinstance(ptr, BufferValue) else 1
        indices += (0,) * (rank - len(indices))
        offset = self.sem._index(indices if len(indices) > 1 else indices[0], ptr)
        return self.sem.binary("Add", ptr, offset)

    def visit_Call(self, node):
        func = self.eval_python(node.func)
        args = []
        for arg in node.args:
            if isinstance(arg, ast.Starred):
                raise self.error(arg, "*args in calls are not supported.")
            args.append(self.read_expr(arg))
        kwargs = {}
        for keyword in node.keywords:
            if keyword.arg is None:
                raise self.error(keyword, "**kwargs in calls are not supported.")
            kwargs[keyword.arg] = self.read_expr(keyword.value)
        return self.call(func, args, kwargs, node)

    def call(self, func, args, kwargs, node):
        """The value of calling `func` (any callee a kernel may name) at `node`."""
        if isinstance(func, BoundMethod):
            try:
                return func.function(func.receiver, *args, **kwargs)
            except TypeError as error:
                raise self.error(node, str(error)) from None
        if isinstance(func, functools.partial) and dsl_builtins.lookup(func.func) is not None:
            # A partial of an S.* builtin: its bound arguments come first.
            args, kwargs = [*func.args, *args], {**func.keywords, **kwargs}
            func = func.func
        handler = dsl_builtins.lookup(func)
        if handler is not None:
            result = dsl_builtins.call_builtin(self.sem, handler, args, kwargs)
            if isinstance(result, AsmOutputs):
                self.bind_asm_outputs(node, result)
                return None
            return result
        if isinstance(func, ParseTimeFunction):
            return func.expand(args, kwargs)
        if isinstance(func, PrimFunc):
            return self.call_prim_func(func, args, kwargs, node)
        if isinstance(func, Macro):
            return self.compiler.expand_macro(self, func, args, kwargs, node)
        if isinstance(func, DtypeConstructor):
            if len(args) != 1 or kwargs:
                raise self.error(node, f'"S.{func.dtype}(x)" takes exactly one arg.')
            value = _python_value(args[0]) if _is_python_constant(args[0]) else args[0]
            if is_size(func) and is_literal(value) and value < 0:
                raise self.error(node, f'"S.{func}" is a size, which can\'t be negative, but got: '
                                       f'"{value}".')
            if func.dtype.is_vector and not func.dtype.is_bool and (
                    is_literal(value) or (isinstance(value, Value) and value.dtype.is_scalar)):
                # As upstream's S.cast: the scalar converted to the lanes' dtype, as a C cast
                # (wrapping, truncating), then broadcast: S.u16x16(n - 2) of an S.i32 n.
                return self.sem.broadcast(self.sem.convert(value, func.dtype.element_of),
                                          func.dtype)
            if func.dtype.is_vector and isinstance(value, (list, tuple)) and all(
                    _is_python_constant(v) or (isinstance(v, Value) and v.dtype.is_scalar)
                    for v in value):
                return self.vector_literal(value, func.dtype, node)
            if (isinstance(value, Value) and value.dtype.is_vector) or isinstance(
                    value, (list, tuple, str)):
                # A conversion of vectors (or "inf"/"-inf"/"nan"): S.cast.
                return dsl_builtins.call_builtin_by_name(self.sem, "cast", value, func.dtype)
            return self.sem.convert(value, func.dtype)
        if func is range:
            raise self.error(node, '"range" can only be used as the iterable of a for loop.')
        for name, replacement in _REJECTED_BUILTINS.items():
            if func is getattr(py_builtins, name):
                raise self.error(node, f'The built-in "{name}" isn\'t supported, please use "{replacement}".')
        if func is breakpoint:
            return None
        if callable(func):
            return self.call_python(func, args, kwargs, node)
        raise self.error(node, f"{describe(func)} is not callable.")

    def call_python(self, func, args, kwargs, node):
        """A plain Python function, run now as upstream runs it (python_calls.py): kernel
        values take its operators and S.* calls, which build IR at `node`."""
        name = getattr(func, "__name__", repr(func))
        try:
            parameters = inspect.signature(func).parameters.values()
        except (TypeError, ValueError):  # builtins such as operator.and_ have none to read
            parameters = ()
        for parameter in parameters:
            if isinstance(parameter.annotation, (DtypeConstructor, PointerType)):
                raise self.error(node, f'The parameter "{parameter.name}" of pure Python function '
                                       f'"{name}" can\'t be annotated as any type in "S" space, '
                                       f'forget to decorate it using "S.prim_func"?')
        with python_calls.running(self, node):
            try:
                return func(*args, **kwargs)
            except (CompassError, SemanticError):
                raise
            except Exception as error:  # noqa: BLE001 - the user's function failed
                raise self.error(node, f'The pure Python function "{name}" failed while the kernel '
                                       f'was parsed: {type(error).__name__}: {error}') from None

    def python_operator(self, op, lhs, rhs, node):
        """lhs op rhs (rhs None for unary ops) inside a plain Python function."""
        with python_calls.suspended():
            if rhs is None:
                return self.at(node, self.apply_unary, op, lhs)
            if op in _PY_COMPARE:
                return self.at(node, self.apply_compare, op, lhs, rhs)
            return self.at(node, self.apply_binary, op, lhs, rhs)

    def call_from_python(self, func, args, kwargs, node):
        """An S.* builtin or dtype a plain Python function calls while the kernel is parsed."""
        with python_calls.suspended():
            return self.at(node, self.call, func, list(args), dict(kwargs), node)

    def vector_literal(self, values, dtype, node):
        """`S.int32x8([1, 2, …])`: one lane per element, in order."""
        if len(values) != dtype.lanes:
            raise self.error(node, f'"S.{dtype}" needs {dtype.lanes} values, but got: {len(values)}.')
        vector = self.sem.broadcast(0, dtype)
        for lane, value in enumerate(values):
            vector = self.sem.insert(vector, lane, _python_value(value) if _is_python_constant(value)
                                     else value)
        return vector

    def bind_call(self, callee, args, kwargs, node):
        """The call's arguments by parameter, with upstream's messages."""
        params = list(callee.signature.parameters.values())
        names = [p.name for p in params]
        required = [p.name for p in params if p.default is inspect.Parameter.empty]
        prefix = f'The function "{callee.name}"'
        if len(args) + len(kwargs) > len(params):
            span = f"{len(required)} to {len(params)}" if len(required) != len(params) \
                else f"{len(params)}"
            raise self.error(node, f'{prefix} expect {span} args, but got: "{len(args) + len(kwargs)}".')
        unexpected = [k for k in kwargs if k not in names]
        if unexpected:
            raise self.error(node, f'{prefix} got unexpect keyword args: "{", ".join(unexpected)}".')
        repeated = [k for k in kwargs if k in names[:len(args)]]
        if repeated:
            raise self.error(node, f'{prefix} got multiple values for args: "{", ".join(repeated)}".')
        given = set(names[:len(args)]) | set(kwargs)
        missing = [n for n in required if n not in given]
        if missing:
            raise self.error(node, f'{prefix} missing "{len(missing)}" args: "{", ".join(missing)}".')
        bound = callee.signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return bound

    def call_prim_func(self, callee, args, kwargs, node):
        bound = self.bind_call(callee, args, kwargs, node)
        symbol, param_types, return_dtype = self.compiler.declare(callee, node, self)
        given = set(list(bound.arguments)[:len(args)]) | set(kwargs)
        ir_args = []
        for index, ((name, value), ptype) in enumerate(zip(bound.arguments.items(), param_types), 1):
            if (name not in given and not isinstance(ptype, PointerType)
                    and _is_python_constant(value) and not (ptype.is_vector and ptype.is_bool)):
                # A default value converts to its parameter's type (a C cast), as the
                # parameter's declaration in upstream's C converts it.
                element = self.sem.convert(_python_value(value), ptype.element_of)
                value = self.sem.broadcast(element, ptype) if ptype.is_vector else element
            if isinstance(ptype, PointerType):
                if not isinstance(value, PointerValue):
                    raise self.error(node, f"The {index}-th arg expect a pointer.")
                if value.ptype.space != ptype.space:
                    raise self.error(node, f'The scope of {index}-th arg expect "{ptype.scope}", '
                                           f'but got: "{value.ptype.scope}".')
                if value.ptype.dtype != ptype.dtype:
                    # As upstream: the callee sees the address as its parameter's type
                    # (an implicit `as_ptr`), e.g. an int32x3 pointer passed as int32.
                    ir_args.append(self.b.ptr_cast(value.ir, self.sem.ptr_ir_type(ptype)))
                    continue
                ir_args.append(value.ir)
                continue
            if ptype.is_vector:
                if not (isinstance(value, Value) and value.dtype.is_vector):
                    raise self.error(node, f"The {index}-th arg expect a vector.")
                if value.dtype != ptype:
                    raise self.error(node, f'The {index}-th arg expect "{ptype}", but got: "{value.dtype}".')
                ir_args.append(value.ir)
                continue
            if isinstance(value, PointerValue):
                raise self.error(node, f"The {index}-th arg expect a variable, but got: pointer.")
            if isinstance(value, Value) and value.dtype.is_vector:
                raise self.error(node, f"The {index}-th arg expect a scalar.")
            if not isinstance(value, Value) and not _is_python_constant(value):
                raise self.error(node, f"The {index}-th arg expect a scalar, but got: {describe(value)}.")
            is_float = (value.dtype.is_floating if isinstance(value, Value)
                        else isinstance(_python_value(value), float))
            if is_float and not ptype.is_floating:
                # As for an annotated assignment: no implicit float-to-int conversion.
                got = value.dtype if isinstance(value, Value) else "float"
                raise self.error(node, f'The {index}-th arg expect "{ptype}", but got: "{got}".')
            ir_args.append(self.sem.cast(_python_value(value) if _is_python_constant(value) else value, ptype).ir)
        results = self.b.call(symbol, ir_args)
        if not results:
            return None
        if isinstance(return_dtype, PointerType):
            return PointerValue(results[0], return_dtype, temporary=True)
        return Value(results[0], return_dtype)
