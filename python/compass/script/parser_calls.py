"""The calls of a kernel: FunctionParser's dispatch of a call to a builtin, a
prim_func, a macro or Python."""

import ast
import builtins as py_builtins
import functools
import inspect

from ..errors import CompassError
from . import builtins as dsl_builtins
from . import python_calls
from .builtins_misc import AsmOutputs
from .functions import Macro, PrimFunc
from .parser_support import _PY_COMPARE, BoundMethod, _is_python_constant, _python_value
from .sizes import is_size
from .structure import ParseTimeFunction
from .types import DtypeConstructor, PointerType
from .values import PointerValue, SemanticError, Value, describe, is_literal

_REJECTED_BUILTINS = {"print": "S.printf", "max": "S.max", "min": "S.min"}


class CallParser:
    """Calls: a part of FunctionParser (parser.py)."""

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
