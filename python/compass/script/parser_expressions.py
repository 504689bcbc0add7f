"""The expressions of a kernel: FunctionParser's visitors of names, operators,
subscripts and literals."""

import ast
import operator

import numpy as np

from ..dtypes import STORAGE_DTYPES, DataType
from . import builtins as dsl_builtins
from .operator_table import OPERATORS
from .parser_support import (_PY_COMPARE, BoundMethod, _asm_call_outputs, _asm_output_target,
                             _is_ir, _is_python_constant, _python_value)
from .types import PointerType
from .values import BufferValue, PointerValue, SemanticError, Value, Variable, describe

# Python's own meaning of each binary operator, for operands the parser folds.
_PY_BINARY = {o.python: getattr(operator, f"__{o.dunder}__") for o in OPERATORS if o.python}


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


class ExpressionParser:
    """Expressions: a part of FunctionParser (parser.py)."""

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
            target = _asm_output_target(item)
            if target is None:
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
