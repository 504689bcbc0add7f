"""The statements of a kernel: FunctionParser's visitors of assignments, loops,
branches, returns and `with` blocks."""

import ast

import numpy as np

from . import builtins as dsl_builtins
from .parser_support import _is_ir, _is_python_constant, _python_value
from .structure import BlockFrame, MetaValue
from .structure import block as structure_block
from .types import DtypeConstructor, PointerType
from .values import EventValue, PointerValue, Value, Variable, describe, is_literal, type_mismatch

def _shadowing_loop_variable(name):
    """upstream's message for a loop variable whose name is taken."""
    return (f"The iter var {name} of the for loop has been defined in outside scope, please use "
            f"another name.")


def _is_debugger_call(node):
    """breakpoint(), set_trace() or pdb.set_trace(), which kernels may keep."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name):
        return func.id in ("breakpoint", "set_trace")
    return isinstance(func, ast.Attribute) and func.attr == "set_trace"


class StatementParser:
    """Statements: a part of FunctionParser (parser.py)."""

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
        # Bound once: the value's C name is the Python one (`int a0 = a[0];`).
        self.b.name_value(value.ir, name)
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
        what = "range"
        if iterable is dsl_builtins.PUBLIC["vectorized"]:
            # S.vectorized(start, stop=None): a range of step 1 (upstream's third
            # argument is TVM's annotations, never a step).
            if len(node.iter.args) == 3:
                raise self.error(node.iter, '"S.vectorized" takes 1 or 2 args.')
            iterable, what = range, "S.vectorized"
        if iterable is not range:
            raise self.error(node.iter, 'Only "range", "S.grid", "S.vectorized" and '
                                        '"S.tec_range" loops are supported.')
        self.range_loop(node, name, *self.range_bounds(node.iter, what), node.body)

    def range_loop(self, node, name, start, stop, step, body_statements):
        """A tir.for binding `name`, building `body_statements` inside."""
        if _is_python_constant(step) and _python_value(step) <= 0:
            raise self.error(node.iter, f'The step of "range" must be positive, but got: {step}.')
        bounds = [self.sem.cast(b, "int32").ir for b in (start, stop, step)]
        body, iv = self.b.create_for(*bounds, name=name)
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
        name = names[level]
        body, iv = self.b.create_for(*bounds, name=name)
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
