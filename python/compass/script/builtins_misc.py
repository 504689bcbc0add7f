"""The miscellaneous S.* builtins of the Misc family: S.printf, S.perf_tick_begin,
S.perf_tick_end, S.aiff and S.asm (rows of CompassOps.td, Compass_MiscOp).

Each checks its arguments with upstream's messages and builds one
`tir.intrin`; -convert-tir-to-compass turns it into the row's operation.
"""

import numpy as np

from ..dtypes import DataType
from .builtins import builtin
from .values import EventValue, PointerValue, SemanticError, Value, describe, is_literal

# S.printf ----------------------------------------------------------------------------

#: Upstream's conversions, in the order it tries them at a '%'.
_PRINTF_SPECIFIERS = ("%d", "%i", "%u", "%o", "%x", "%X", "%f", "%c", "%s", "%p", "%%",
                      "%v32hhx", "%v16hx", "%v8hlx", "%v16hf", "%v8hlf")
#: The unsigned lanes the hexadecimal vector conversions read a vector as.
_PRINTF_HEX_VECTORS = {"%v32hhx": "uint8x32", "%v16hx": "uint16x16", "%v8hlx": "uint32x8"}


def _printf_pieces(fmt):
    """[(specifier or None, text)] of a format string, as upstream cuts it."""
    pieces, at = [], 0
    while at < len(fmt):
        if fmt[at] != "%":
            end = fmt.find("%", at)
            end = len(fmt) if end < 0 else end
            pieces.append((None, fmt[at:end]))
            at = end
            continue
        spec = next((s for s in _PRINTF_SPECIFIERS if fmt.startswith(s, at)), None)
        if spec is None:
            raise SemanticError(f'Unsupported specifier "{fmt[at:]}".')
        pieces.append((spec, spec))
        at += len(spec)
    return pieces


def _is_integer_scalar(x):
    if isinstance(x, (bool, int, np.integer)):
        return True
    return isinstance(x, Value) and x.dtype.is_scalar and x.dtype.is_arithmetic_integer


def _is_float_scalar(x):
    if isinstance(x, (float, np.floating)):
        return True
    return isinstance(x, Value) and x.dtype.is_scalar and x.dtype.is_floating


def _check_printf_arg(spec, arg):
    """Upstream's check of the argument of one conversion."""
    if spec in ("%c", "%d", "%i", "%u", "%o"):
        ok, what = _is_integer_scalar(arg), "integer scalar value"
    elif spec == "%s":
        ok, what = isinstance(arg, str), "string value"
    elif spec in ("%x", "%X"):
        ok, what = _is_integer_scalar(arg) or _is_float_scalar(arg), "scalar value"
    elif spec == "%f":
        ok, what = _is_float_scalar(arg), "float scalar value"
    elif spec == "%p":
        ok, what = isinstance(arg, PointerValue), "pointer value"
    elif spec in _PRINTF_HEX_VECTORS:
        ok = isinstance(arg, Value) and arg.dtype.is_vector and not arg.dtype.is_bool and \
            arg.dtype.total_bits == 256
        what = "256-bit vector value"
    else:  # %v16hf, %v8hlf
        ok = isinstance(arg, Value) and arg.dtype.is_vector and arg.dtype.is_floating and \
            arg.dtype.total_bits == 256
        what = "256-bit float vector value"
    if not ok:
        raise SemanticError(f'Specifier "{spec}" only accept {what}.')


def _wrapped(value, dtype):
    """An integer literal wrapped to the 32 bits of `dtype` (int32 or uint32)."""
    value = int(value) & 0xFFFFFFFF
    if dtype == "int32" and value >= 2**31:
        value -= 2**32
    return value


def _printf_operand(sem, spec, arg):
    """The operand of one conversion, of the type compass.printf takes for it."""
    if spec in _PRINTF_HEX_VECTORS:
        dst = DataType(_PRINTF_HEX_VECTORS[spec])
        return arg if arg.dtype == dst else sem.intrin("reinterpret", [arg], dst)
    if spec in ("%v16hf", "%v8hlf", "%p"):
        return arg
    if spec == "%f" or (spec in ("%x", "%X") and _is_float_scalar(arg)):
        return sem.const(float(arg), "float32") if not isinstance(arg, Value) \
            else sem.cast(arg, "float32")
    dtype = "uint32" if spec in ("%u", "%o", "%x", "%X") else "int32"
    if not isinstance(arg, Value):
        return sem.const(_wrapped(arg, dtype), dtype)
    return sem.cast(arg, dtype)


@builtin
def _printf(sem, fmt, *args):
    """Prints `fmt` with `args` as C's printf does, in upstream's PySim format:
    %d %i %u %o %x %X %f %c %s %p %% and %v32hhx %v16hx %v8hlx (the lanes of any
    256-bit vector) %v16hf %v8hlf (of a 256-bit float vector)."""
    if not isinstance(fmt, str):
        raise SemanticError('The arg "fmt" expect a string.')
    pieces = _printf_pieces(fmt)
    specs = [spec for spec, _ in pieces if spec not in (None, "%%")]
    for spec, arg in zip(specs, args):
        _check_printf_arg(spec, arg)
    if len(specs) != len(args):
        raise SemanticError(f'The specifier count "{len(specs)}" not equal to the argument '
                            f'count "{len(args)}".')
    # String literals become part of the format; the rest are operands.
    ir_format, operands, rest = "", [], iter(args)
    for spec, text in pieces:
        if spec is None or spec == "%%":
            ir_format += text
            continue
        arg = next(rest)
        if spec == "%s":
            ir_format += arg.replace("%", "%%")
            continue
        ir_format += spec
        operands.append(_printf_operand(sem, spec, arg))
    sem.intrin("printf", operands, None, attrs={"format": ir_format})


# S.perf_tick_begin / S.perf_tick_end ----------------------------------------------------

def _perf_tick(sem, name, cid):
    if isinstance(cid, (bool, int, np.integer)) and not isinstance(cid, bool):
        if not 0 <= int(cid) < 2**32:
            raise SemanticError(f'The arg "cid" expect a 32-bit unsigned integer, but got: '
                                f'"{cid}".')
        cid = sem.const(int(cid), "uint32")
    elif isinstance(cid, Value) and cid.dtype.is_scalar and cid.dtype.is_arithmetic_integer:
        cid = sem.cast(cid, "uint32")
    else:
        raise SemanticError(f'The arg "cid" expect an integer, but got: {describe(cid)}.')
    sem.intrin(name, [cid], None)


@builtin
def _perf_tick_begin(sem, cid):
    """Begins the profiled code fragment `cid` (the simulator counts each TEC's
    instructions until S.perf_tick_end(cid): `prim_func.perf_ticks`)."""
    _perf_tick(sem, "perf_tick_begin", cid)


@builtin
def _perf_tick_end(sem, cid):
    """Ends the profiled code fragment `cid`."""
    _perf_tick(sem, "perf_tick_end", cid)


# S.aiff ------------------------------------------------------------------------------------

def _aiff_descriptors(ctrl_desc, param_desc, act_desc):
    """The three descriptor pointers of S.aiff / S.async_aiff, checked."""
    descs = (("ctrl_desc", ctrl_desc), ("param_desc", param_desc), ("act_desc", act_desc))
    for name, desc in descs:
        if not isinstance(desc, PointerValue) or desc.ptype.is_void:
            raise SemanticError(f'The arg "{name}" expect a pointer.')
        if str(desc.dtype) not in ("uint32", "int32"):
            raise SemanticError(f'The arg "{name}" expect a uint32 or int32 pointer, but got: '
                                f'"{desc.dtype}*".')
    return [d for _, d in descs]


@builtin
def _aiff(sem, ctrl_desc, param_desc, act_desc):
    """Runs the AIFF accelerator on the descriptor chains (uint32 or int32 pointers).
    Only the OpenCL C can spell it: the simulator and POCL refuse it."""
    sem.intrin("aiff", _aiff_descriptors(ctrl_desc, param_desc, act_desc), None)


@builtin
def _async_aiff(sem, ctrl_desc, param_desc, act_desc, event):
    """S.aiff started asynchronously: `event` (from S.alloc_events) is signalled when the
    computation is done. Only the OpenCL C can spell it: the simulator and POCL refuse it."""
    descs = _aiff_descriptors(ctrl_desc, param_desc, act_desc)
    if not isinstance(event, EventValue):
        raise SemanticError('The arg "event" expect object returned by "S.alloc_events".')
    sem.b.intrin("async_aiff", [d.ir for d in descs] + [event.ir], None, None, [], {})


# S.asm ---------------------------------------------------------------------------------------

_ASM_LETTERS = set("rtfp")


def _asm_constraint_ok(constraint, is_output):
    if is_output:
        if not constraint[:1] in ("=", "+"):
            return False
        constraint = constraint[1:]
    letters = [c for c in constraint if c != "&"]
    return bool(letters) and all(c in _ASM_LETTERS for c in letters)


def _asm_operands(arg, operands, is_output):
    """(names, constraints, values) of S.asm's `outputs` or `inputs`."""
    if operands is None:
        return [], [], []
    if not isinstance(operands, dict):
        raise SemanticError(f'The arg "{arg}" expect a dict, but got: {describe(operands)}.')
    names, constraints, values = [], [], []
    for name, item in operands.items():
        # A pair as a tuple or a list: upstream's guide writes ["=&t", a].
        if not (isinstance(name, str) and isinstance(item, (tuple, list)) and len(item) == 2
                and isinstance(item[0], str)):
            raise SemanticError(f'The arg "{arg}" expect items like "name": ("constraint", '
                                f'expression).')
        constraint, value = item
        if not _asm_constraint_ok(constraint, is_output):
            modifiers = '"=" or "+" first, then ' if is_output else ""
            raise SemanticError(
                f'The constraint "{constraint}" of "{name}" is invalid: expect {modifiers}the '
                f'letters "r", "t", "f" or "p" (and "&").')
        if not isinstance(value, Value):
            raise SemanticError(f'The "{name}" of the arg "{arg}" expect a scalar or vector '
                                f'variable, but got: {describe(value)}.')
        if value.dtype.is_vector and not value.dtype.is_native_vector:
            raise SemanticError('This API does not support the feature Flexible Width Vector '
                                f'and Multiple Width Vector, but got: "{value.dtype}".')
        names.append(name)
        constraints.append(constraint)
        values.append(value)
    return names, constraints, values


@builtin
def _asm(sem, template, outputs=None, inputs=None, clobbers=None, qualifiers=None):
    """GCC-style inline assembly: outputs / inputs map a symbolic name to
    (constraint, variable); the outputs' variables get the values the
    assembly writes. Only the OpenCL C can spell it: the simulator and POCL
    refuse it."""
    if not isinstance(template, str):
        raise SemanticError('The arg "template" expect a string.')
    if qualifiers not in (None, "inline", "volatile"):
        raise SemanticError('The arg "qualifiers" expect one of (None, "inline", "volatile").')
    out_names, out_constraints, out_values = _asm_operands("outputs", outputs, True)
    in_names, in_constraints, in_values = _asm_operands("inputs", inputs, False)
    clobbers = [] if clobbers is None else clobbers
    if not (isinstance(clobbers, (list, tuple)) and all(isinstance(c, str) for c in clobbers)):
        raise SemanticError('The arg "clobbers" expect a list of strings.')
    attrs = {"template": template, "qualifier": qualifiers or "", "output_names": out_names,
             "output_constraints": out_constraints, "input_names": in_names,
             "input_constraints": in_constraints, "clobbers": list(clobbers)}
    results = sem.b.intrin("asm", [v.ir for v in out_values + in_values], None, None,
                           [sem.ir_type(v.dtype) for v in out_values], attrs)
    # The outputs' new values, which the parser binds to their variables.
    return AsmOutputs([Value(ir, v.dtype) for ir, v in zip(results, out_values)])


class AsmOutputs(tuple):
    """The values S.asm wrote to its outputs, in their order."""
