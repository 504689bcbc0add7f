"""The memory S.* builtins: vector loads and stores (strided, gathered,
scattered), allocations, DMA, events and asynchronous DMA, and the data cache."""

import numpy as np

from ..dtypes import DataType, get_range, hw_native_vdtype, int_within_range
from .builtins import _expect_vector, builtin, to_mask
from .types import DtypeConstructor, PointerType
from .values import (BufferValue, EventValue, PointerValue, SemanticError, Value, describe,
                     is_literal)


# Memory ----------------------------------------------------------------------

@builtin
def _vload(sem, ptr, mask=None, lanes=None, stride=1):
    """Load one vector from `ptr`; inactive lanes are 0."""
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vload" expect a non-void pointer, but got: {describe(ptr)}.')
    dtype = ptr.dtype if ptr.dtype.is_vector else hw_native_vdtype(ptr.dtype)
    if lanes is not None:
        if not isinstance(lanes, int) or lanes < 2:
            raise SemanticError(f'The arg "lanes" of "S.vload" expect an integer > 1, but got: {lanes}.')
        dtype = dtype.with_lanes(lanes)
    mask = to_mask(sem, mask, dtype.lanes)
    if _is_unit_stride(stride):
        return sem.intrin("vload", [ptr], dtype, mask)
    return sem.intrin("vload_stride", [ptr, _stride_arg(sem, stride)], dtype, mask)


@builtin
def _vstore(sem, value, ptr, mask=None, stride=1):
    """Store the active lanes of `value` at `ptr`."""
    _expect_vector("vstore", "value", value)
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vstore" expect a non-void pointer, but got: {describe(ptr)}.')
    if ptr.dtype.element_of != value.dtype.element_of:
        raise SemanticError(
            f'The pointer of "S.vstore" points to "{ptr.dtype}" but the value is "{value.dtype}".')
    if ptr.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    mask = to_mask(sem, mask, value.dtype.lanes)
    if _is_unit_stride(stride):
        sem.intrin("vstore", [value, ptr], None, mask)
    else:
        sem.intrin("vstore_stride", [value, ptr, _stride_arg(sem, stride)], None, mask)


# Strides, gathers and scatters ------------------------------------------

def _is_unit_stride(stride):
    return is_literal(stride) and isinstance(stride, (int, np.integer)) and stride == 1


def _stride_arg(sem, stride):
    """The `stride` of S.vload / S.vstore in elements, as an int32 Value; a literal
    below 1 is refused now (upstream's PySim refuses it when it runs, as the
    simulator does for a computed one)."""
    if is_literal(stride):
        if not isinstance(stride, (int, np.integer)) or isinstance(stride, bool):
            raise SemanticError('The arg "stride" expect an integer scalar.')
        if stride < 1:
            raise SemanticError(f'The arg "stride" expect >= 1, but got: "{stride}".')
        return sem.const(int(stride), "int32")
    if not (isinstance(stride, Value) and stride.dtype.is_arithmetic_integer
            and stride.dtype.is_scalar):
        raise SemanticError('The arg "stride" expect an integer scalar.')
    return sem.cast(stride, "int32")


def _indices_arg(name, indices):
    if not (isinstance(indices, Value) and indices.dtype.is_vector):
        raise SemanticError('The arg "indices" expect a vector.')
    if not (indices.dtype.is_arithmetic_integer and indices.dtype.bits == 16):
        raise SemanticError(f'The arg "indices" expect a 16-bit integer vector, but got: '
                            f'"{indices.dtype}".')
    return indices


@builtin
def _vload_gather(sem, ptr, indices, mask=None):
    """Load lane i from ptr[indices[i]] (16-bit integer indices); inactive lanes are 0."""
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vload_gather" expect a non-void pointer, '
                            f'but got: {describe(ptr)}.')
    indices = _indices_arg("vload_gather", indices)
    dtype = ptr.dtype.element_of.with_lanes(indices.dtype.lanes)
    return sem.intrin("vload_gather", [ptr, indices], dtype, to_mask(sem, mask, dtype.lanes))


@builtin
def _vstore_scatter(sem, value, ptr, indices, mask=None):
    """Store active lane i of `value` at ptr[indices[i]], lane 0 first (the last
    active lane of a repeated index stays)."""
    if not (isinstance(value, Value) and value.dtype.is_vector and not value.dtype.is_bool):
        raise SemanticError('The arg "value" expect a vector.')
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError(f'The arg "ptr" of "S.vstore_scatter" expect a non-void pointer, '
                            f'but got: {describe(ptr)}.')
    indices = _indices_arg("vstore_scatter", indices)
    if value.dtype.lanes != indices.dtype.lanes:
        raise SemanticError(f'The lanes mismatch: "value": "{value.dtype}" vs. "indices": '
                            f'"{indices.dtype}".')
    if value.dtype.element_of != ptr.dtype.element_of:
        raise SemanticError(f'The element type mismatch: "value": "{value.dtype}" vs. "ptr": '
                            f'"{ptr.dtype}*".')
    if ptr.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    sem.intrin("vstore_scatter", [value, ptr, indices], None,
               to_mask(sem, mask, value.dtype.lanes))


# Allocations ---------------------------------------------------------------------

_ALLOC_SCOPES = {"private": "private", "local": "private", "lsram": "lsram", "shared": "shared"}


def _allocate(sem, name, shape, dtype, scope):
    """A tir.alloc of `shape` elements of `dtype` in `scope`: (ir, ptype, shape)."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape) if isinstance(
        shape, (tuple, list)) else None
    if not shape or not all(isinstance(d, int) and not isinstance(d, bool) and d > 0
                            for d in shape):
        raise SemanticError(f'The arg "shape" of "S.{name}" expect positive integer constants.')
    if isinstance(dtype, DtypeConstructor):
        dtype = dtype.dtype
    try:
        dtype = DataType(dtype)
    except (ValueError, TypeError):
        raise SemanticError(f'The arg "dtype" of "S.{name}" expect a dtype, but got: {dtype!r}.') from None
    if dtype.is_bool or (dtype.is_vector and not dtype.is_native_vector):
        raise SemanticError(f'The arg "dtype" of "S.{name}" expect a scalar or a hardware native '
                            f'vector dtype, but got: "{dtype}".')
    if scope not in _ALLOC_SCOPES:
        raise SemanticError(f'The arg "scope" of "S.{name}" expect one of '
                            f'{tuple(_ALLOC_SCOPES)}, but got: "{scope}".')
    ptype = PointerType(str(dtype), scope)
    count = int(np.prod(shape, dtype=np.int64))
    ir = sem.b.alloc(sem.name_hint or "buf", count, sem.ptr_ir_type(ptype))
    return ir, ptype, shape


@builtin
def _alloc(sem, shape, dtype, scope="private"):
    """Storage for `shape` elements; returns a pointer to the first."""
    ir, ptype, _ = _allocate(sem, "alloc", shape, dtype, scope)
    return PointerValue(ir, ptype, stack=ptype.space != "shared")


@builtin
def _alloc_buffer(sem, shape, dtype, scope="private"):
    """Storage for `shape` elements, indexed buf[i, j, …]."""
    ir, ptype, shape = _allocate(sem, "alloc_buffer", shape, dtype, scope)
    return BufferValue(ir, ptype, shape, stack=ptype.space != "shared")


def _named(dim):
    """A refused extent as a message names it: a number by its value (-4, 0, 2.5), else
    by its type."""
    return repr(dim) if isinstance(dim, (int, float)) else describe(dim)


@builtin
def _match_buffer(sem, pointer, shape):
    """An N-D view `buf[i, j, …]` (row major) of the memory at `pointer`."""
    if not isinstance(pointer, PointerValue) or pointer.ptype.is_void:
        raise SemanticError(f'The arg "pointer" of "S.match_buffer" expect a non-void pointer, '
                            f'but got: {describe(pointer)}.')
    shape = tuple(shape) if isinstance(shape, (tuple, list)) else (shape,)
    dims = []
    for dim in shape:
        dim = dim.item() if isinstance(dim, np.integer) else dim
        # Extents may be runtime integers too (upstream: h, w params of the kernel).
        runtime = isinstance(dim, Value) and dim.dtype.is_arithmetic_integer and dim.dtype.is_scalar
        if not runtime and not (isinstance(dim, int) and not isinstance(dim, bool) and dim > 0):
            raise SemanticError('The arg "shape" of "S.match_buffer" expect positive integer '
                                f'constants or integer scalars, but got: {_named(dim)}.')
        dims.append(dim)
    if not dims:
        raise SemanticError('The arg "shape" of "S.match_buffer" expect at least one extent.')
    sem.note_buffer_shape(pointer, dims)
    return BufferValue(pointer.ir, pointer.ptype, dims, stack=pointer.stack)


@builtin
def _alloc_const(sem, shape, dtype, data):
    """A compile-time table in constant memory, filled from `data`."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if isinstance(dtype, DtypeConstructor):
        dtype = dtype.dtype
    dtype = DataType(dtype)
    if dtype.is_vector or dtype.is_bool:
        raise SemanticError(f'The dtype of "S.alloc_const" expect a scalar number type, but got: '
                            f'"{dtype}".')
    array = np.asarray(data)
    if array.size != int(np.prod(shape)):
        raise SemanticError(f'The data of "S.alloc_const" has {array.size} elements but the '
                            f'shape {shape} needs {int(np.prod(shape))}.')
    table = sem.const_table(sem.name_hint or "table", array.reshape(-1), dtype)
    return BufferValue(table.ir, table.ptype, shape)


# DMA ------------------------------------------------------------------------------

def _dma_count(sem, name, value):
    """An element count of a DMA: an int32 expression; literals are checked now."""
    if is_literal(value):
        if not isinstance(value, int) or isinstance(value, bool):
            raise SemanticError(f'The arg "{name}" expect an integer, but got: {value!r}.')
        return value
    if not (isinstance(value, Value) and value.dtype.is_arithmetic_integer and value.dtype.is_scalar):
        raise SemanticError(f'The arg "{name}" expect an integer, but got: {describe(value)}.')
    return sem.cast(value, "int32")


@builtin
def _dma_copy(sem, dst, src, width, src_stride=None, times=1, dst_stride=None):
    """Copies `times` rows of `width` elements from `src` to `dst` through DMA,
    rows `src_stride` / `dst_stride` elements apart (default: `width`)."""
    operands = _dma_copy_operands(sem, dst, src, width, src_stride, times, dst_stride)
    sem.intrin("dma_copy", operands, None)


def _dma_copy_operands(sem, dst, src, width, src_stride, times, dst_stride):
    """The checked operands of a synchronous or asynchronous DMA copy: dst, src,
    width, src_stride, times, dst_stride (counts as int32 Values)."""
    for name, ptr in (("dst", dst), ("src", src)):
        if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
            raise SemanticError(f'The arg "{name}" expect a pointer.')
    if dst.dtype.element_of != src.dtype.element_of:
        raise SemanticError(f'The data type mismatch: "dst": "{dst.dtype}*" vs. '
                            f'"src": "{src.dtype}*".')
    src_scope, dst_scope = src.ptype.scope, dst.ptype.scope
    if "constant" in (src_scope, dst_scope):
        raise SemanticError(f'Currently does not support copy data from scope "{src_scope}" to '
                            f'scope "{dst_scope}".')
    if src_scope in ("lsram", "shared") and dst_scope in ("lsram", "shared"):
        raise SemanticError(f'Does not support copy data from scope "{src_scope}" to scope '
                            f'"{dst_scope}".')
    width = _dma_count(sem, "width", width)
    times = _dma_count(sem, "times", times)
    src_stride = width if src_stride is None else _dma_count(sem, "src_stride", src_stride)
    dst_stride = width if dst_stride is None else _dma_count(sem, "dst_stride", dst_stride)
    # Upstream's checks, as soon as the numbers are known.
    for name, value, low in (("width", width, 0), ("times", times, 0),
                             ("src_stride", src_stride, width),
                             ("dst_stride", dst_stride, width)):
        if is_literal(value) and is_literal(low) and value < low:
            raise SemanticError(f'The arg "{name}" expect >= {low}, but got: "{value}".')
    counts = [sem.cast(v, "int32") for v in (width, src_stride, times, dst_stride)]
    return [dst, src] + counts


# Events and asynchronous DMA ---------------------------------------------------------

_EVENTS_PER_TEC = 4


@builtin
def _alloc_events(sem, count):
    """Allocates `count` of the TEC's four events: one event, or a tuple of them."""
    if not (isinstance(count, int) and not isinstance(count, bool) and count > 0):
        raise SemanticError('The arg "count" expect an positive integer scalar constant.')
    if count > _EVENTS_PER_TEC:
        raise SemanticError(f"Only remain {_EVENTS_PER_TEC} events, but allocate {count}.")
    events = tuple(EventValue(sem.b.intrin("alloc_events", [], None, None,
                                           [sem.b.event_type()], {})[0])
                   for _ in range(count))
    return events[0] if count == 1 else events


def _event_set(sem, name, events):
    """The distinct events of S.wait_events / S.free_events."""
    if not events:
        raise SemanticError("Redundant useless call.")
    distinct = []
    for event in events:
        if not isinstance(event, EventValue):
            raise SemanticError('The arg "events" expect objects returned by "S.alloc_events".')
        if all(event is not seen for seen in distinct):
            distinct.append(event)
    sem.b.intrin(name, [e.ir for e in distinct], None, None, [], {})


@builtin
def _wait_events(sem, *events):
    """Blocks until the DMAs signalling `events` finished."""
    _event_set(sem, "wait_events", events)


@builtin
def _free_events(sem, *events):
    """Waits for `events`, then returns them to the TEC."""
    _event_set(sem, "free_events", events)


@builtin
def _async_dma_copy(sem, dst, src, width, src_stride=None, times=1, dst_stride=None, event=None):
    """S.dma_copy started asynchronously: `event` is signalled when the copy is done."""
    operands = _dma_copy_operands(sem, dst, src, width, src_stride, times, dst_stride)
    if event is None:
        raise SemanticError('The arg "event" must be provided.')
    if not isinstance(event, EventValue):
        raise SemanticError('The arg "event" expect object returned by "S.alloc_events".')
    sem.b.intrin("async_dma_copy", [v.ir for v in operands] + [event.ir], None, None, [], {})


# DMA fill, transpose and upsample; the data cache ----------------------------------

_MEMSET_SCOPES = ("global", "lsram", "shared", "private", "local")


@builtin
def _dma_memset(sem, ptr, value, num):
    """Sets the first `num` elements at `ptr` to `value` through DMA."""
    if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
        raise SemanticError('The arg "ptr" expect a pointer.')
    element = ptr.dtype.element_of
    if is_literal(value):
        if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
            raise SemanticError(f'The arg "value" expect a number, but got: {value!r}.')
        if element.is_arithmetic_integer:
            ok = float(value).is_integer() and int_within_range(int(value), element)
        else:
            low, high = get_range(element)
            ok = not np.isfinite(value) or low <= value <= high
        if not ok:
            raise SemanticError(f'value "{value}" out of range "{element}".')
        value = sem.const(int(value) if element.is_arithmetic_integer else float(value), element)
    elif not (isinstance(value, Value) and value.dtype.is_scalar and not value.dtype.is_bool):
        raise SemanticError(f'The arg "value" expect a scalar, but got: {describe(value)}.')
    else:
        value = sem.cast(value, element)
    if ptr.ptype.scope not in _MEMSET_SCOPES:
        raise SemanticError(f'Dose not support set value on scope "{ptr.ptype.scope}".')
    num = _dma_count(sem, "num", num)
    if is_literal(num) and num < 0:
        raise SemanticError("dma_memset(ptr,value,num): num should >=0")
    sem.intrin("dma_memset", [ptr, value, sem.cast(num, "int32")], None)


@builtin
def _dma_transpose2d(sem, dst, src, row, col, dst_stride=None, src_stride=None):
    """dst[j * dst_stride + i] = src[i * src_stride + j] for i < row, j < col, through
    DMA (strides default to col and row)."""
    for ptr in (src, dst):
        if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
            raise SemanticError(f"Unsupport addr type {type(ptr)}")
    if dst.dtype.element_of != src.dtype.element_of:
        raise SemanticError("src and dst should of same dtype")
    if dst.ptype.space == "constant":
        raise SemanticError("Can't store to constant memory.")
    row = _dma_count(sem, "row", row)
    col = _dma_count(sem, "col", col)
    attrs = {"dst_stride_given": dst_stride is not None,
             "src_stride_given": src_stride is not None}
    dst_stride = row if dst_stride is None else _dma_count(sem, "dst_stride", dst_stride)
    src_stride = col if src_stride is None else _dma_count(sem, "src_stride", src_stride)
    counts = [sem.cast(v, "int32") for v in (row, col, dst_stride, src_stride)]
    sem.intrin("dma_transpose2d", [dst, src] + counts, None, attrs=attrs)


@builtin
def _dma_upsample(sem, dst, src, h_scale, w_scale, c, w, src_c_stride=None, dst_c_stride=None,
                  dst_w_stride=None):
    """Replicates the w x c slab at `src` h_scale x w_scale times into HWC at `dst`
    through DMA, between global memory and lsram or shared."""
    for name, ptr in (("src", src), ("dst", dst)):
        if not isinstance(ptr, PointerValue) or ptr.ptype.is_void:
            raise SemanticError(f"Unsupported {name} type {type(ptr)}")
    if dst.dtype != src.dtype:
        raise SemanticError(f'Argument pointer type mismatch: 0-th: "{dst.dtype}" vs. 1-th: '
                            f'"{src.dtype}".')
    sram = ("lsram", "shared")
    if not ((src.ptype.space.startswith("global") and dst.ptype.space in sram)
            or (src.ptype.space in sram and dst.ptype.space.startswith("global"))):
        raise SemanticError("Only support upsample data between DDR(global) and SRAM(lsram, "
                            "shared).")
    h_scale = _dma_count(sem, "h_scale", h_scale)
    w_scale = _dma_count(sem, "w_scale", w_scale)
    c = _dma_count(sem, "c", c)
    w = _dma_count(sem, "w", w)
    src_c_stride = c if src_c_stride is None else _dma_count(sem, "src_c_stride", src_c_stride)
    dst_c_stride = c if dst_c_stride is None else _dma_count(sem, "dst_c_stride", dst_c_stride)
    if dst_w_stride is None:
        dst_w_stride = (w * w_scale if is_literal(w) and is_literal(w_scale)
                        else sem.binary("Mult", sem.cast(w, "int32"), sem.cast(w_scale, "int32")))
    else:
        dst_w_stride = _dma_count(sem, "dst_w_stride", dst_w_stride)
    if is_literal(w_scale) and w_scale > 255:
        raise SemanticError(f'"w_scale"({w_scale}) expect <= "max_w_scale"(255).')
    counts = [sem.cast(v, "int32") for v in (h_scale, w_scale, c, w, src_c_stride,
                                             dst_c_stride, dst_w_stride)]
    sem.intrin("dma_upsample", [dst, src] + counts, None)


@builtin
def _flush_cache(sem, invalidate=True):
    """Writes the level-1 data cache back to DDR (invalidating it by default)."""
    if not isinstance(invalidate, (bool, np.bool_, int)):
        raise SemanticError(f'The arg "invalidate" expect a bool constant, but got: '
                            f'{describe(invalidate)}.')
    sem.intrin("flush_cache", [], None, attrs={"invalidate": bool(invalidate)})
