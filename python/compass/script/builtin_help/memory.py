"""The reviewed help texts of the Memory builtins (docs/builtins.md, fact sheet §1.7)."""

from .text import Category, Text

TEXTS = {
    "ptr": Text(
        summary="Types a parameter or a return as a pointer to ``dtype`` in memory ``scope``.",
        computes="""\
An annotation, not a call in the kernel's body: it types a parameter of a
kernel or subroutine (``a: S.ptr("int8", "global")``) or what a subroutine
returns (``-> S.ptr("int32", "global")``). A pointer moves by whole pointees
(``p + 1`` of an ``int32x8`` pointer is 8 int32 elements on); ``p[i]`` reads
or writes pointee i, ``p[a:b]`` is a vector access, ``p.as_ptr(dtype)`` sees
the same address as another pointee and ``S.match_buffer`` indexes it in N
dimensions.

The scope, part of the pointer's type, is the memory it points into:

- ``global``: DDR of ASID 0, where the caller's NumPy arrays live;
- ``global.1`` to ``global.3``: DDR of ASIDs 1 to 3, each an address space of its own;
- ``lsram``: the local SRAM of each TEC;
- ``shared``: the SRAM all TECs of the core share;
- ``private`` (the default; ``local`` is the same): the TEC's stack;
- ``constant``: read-only DDR.""",
        params={
            "dtype": ("str or dtype",
                      "The pointee: a scalar type (``int8`` ... ``float32``, ``bfloat16``, or an "
                      "alias such as ``\"i8\"``, ``\"fp16\"``, ``S.fp16``), a vector of one with "
                      "any lane count (``\"int8x32\"``, ``\"float32x16\"``), or ``\"void\"`` "
                      "for an untyped pointer, read only through ``as_ptr``."),
            "scope": ("str",
                      "The memory pointed into, one of the scopes above; a pointer argument of a "
                      "subroutine must have its parameter's scope exactly."),
        },
        returns=("PointerType", "The annotation, shown as ``ptr(int32, global)``."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 and void; "
               "vectors of the nine number types, any lane count."),
        edges="""\
An unknown dtype (``int64``, ``bool``) or scope raises upstream's
``AssertionError`` as soon as the annotation is evaluated, i.e. when the
``def`` runs. Refused with a located error when the kernel is built: reading
or writing through a void pointer, storing through a ``constant`` one
(``Can't store to constant memory.``), a pointer argument of another scope
than its parameter's. When the kernel is called, a NumPy array whose dtype is
not the pointee's element type is an ``ArgumentError`` (``None`` passes a null
pointer). An access outside the array or allocation stops the simulator and
``ex(...)`` with the buffer, byte offset and TEC; the native tier does not
check.""",
        example="""\
for i in range(n):
    out[i] = x[i] + S.vload(w + i * 32)""",
        example_args=('x: S.ptr("int8x32", "global"), w: S.ptr("int8", "global.1"), '
                      'out: S.ptr("int8x32", "global"), n: S.i32'),
        note=('`global.1`–`global.3` are address spaces of their own (`!compass.ptr<T, '
              'global.1>`): `__global` in the C, DMA bases `kGlobal1`–`kGlobal3`, global memory in'
              ' the simulator; casts and arithmetic keep the scope, sub-function arguments must '
              "match it, `S.dma_memset` refuses them (upstream's rules); a `global.1` parameter "
              'the kernel only reads is a GBuilder `const_tensor` ([gbuilder.md](gbuilder.md))'),
    ),
    "match_buffer": Text(
        summary="Views the memory at ``pointer`` as an N-D buffer of ``shape``, row major.",
        computes="""\
Nothing is copied or allocated: the buffer is the same memory, with the
pointer's element type and scope. ``buf[i, j]`` of a ``(rows, cols)`` buffer
is element ``i * cols + j`` past ``pointer``, and so on for more dimensions.
The buffer stands for its pointer wherever one is taken (``S.vload(buf)``,
DMA); ``buf.addr_of(i)`` points to row i and ``buf.addr_of((i, j))`` to one
element. Extents may be constants or integer scalars of the kernel, such as
its parameters.""",
        params={
            "pointer": ("pointer", "Where the buffer starts: a parameter, an allocation or a "
                        "computed pointer, not void."),
            "shape": ("int, tuple or list", "The extents, outermost first: each a positive "
                      "integer constant or an integer scalar of the kernel."),
        },
        returns=("buffer", "The view, indexed with one index per extent."),
        types=("Those of ``S.ptr``'s pointees but void: int8, uint8, int16, uint16, int32, "
               "uint32, float16, bfloat16, float32 and their vectors."),
        edges="""\
Refused when the kernel is built: a void pointer, an empty shape, an extent
that is 0, negative or no integer, and a constant index past a constant
extent (``The index 5 of dimension 1 is out of the range [0, 4).``). Indices
known only at run time are not checked against each extent, only against the
memory they reach: ``buf[1, 5]`` of a ``(3, 4)`` buffer is element 9, and an access past
the array stops the simulator and ``ex(...)`` as out of bounds. Calling the
kernel with an array shorter than the shape matched on its parameter, or with
a negative extent, is an ``ArgumentError`` naming the parameter.""",
        example="""\
src = S.match_buffer(a, (h, w))
dst = S.match_buffer(out, (w, h))
for i, j in S.grid(h, w):
    dst[j, i] = src[i, j]""",
        example_args=('a: S.ptr("float32", "global"), out: S.ptr("float32", "global"), '
                      'h: S.i32, w: S.i32'),
    ),
    "alloc": Text(
        summary="Allocates ``shape`` elements of ``dtype`` in ``scope``; returns a pointer to "
                "the first.",
        computes="""\
The storage belongs to the function that allocates it, for as long as it
runs. ``private`` (the default; ``local`` is the same) and ``lsram`` storage
is each TEC's own: every TEC gets a copy. ``shared`` storage is one copy for
the core, seen by all its TECs (``S.barrier`` orders their accesses). A shape
of several extents allocates their product, which the pointer indexes flat
(``S.alloc_buffer`` keeps the shape). The contents start undefined.""",
        params={
            "shape": ("int, tuple or list", "How many elements: a positive integer constant, or "
                      "a tuple or list of them whose product is the count."),
            "dtype": ("str or dtype", "The element: a scalar type (``\"int8\"`` ... "
                      "``\"float32\"``, ``\"bfloat16\"``, ``S.i32``) or a native vector "
                      "(``\"int8x32\"``, ``\"int16x16\"``, ``\"float32x8\"``, ...)."),
            "scope": ("str", "``\"private\"`` (or ``\"local\"``), ``\"lsram\"`` or "
                      "``\"shared\"``."),
        },
        returns=("pointer", "A pointer of ``dtype`` in ``scope`` to element 0. A subroutine "
                 "must not return one into its own private or lsram storage."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 and their "
               "native vectors: int8x32, uint8x32, int16x16, uint16x16, int32x8, uint32x8, "
               "float16x16, bfloat16x16, float32x8."),
        edges="""\
Refused when the kernel is built: a shape that is not made of positive
integer constants, a mask or non-native vector dtype (``int32x16``), another
scope (``global``, ``constant``), and storage past the limits, counted along
call paths (a function's own allocations plus the largest need of the
functions it calls): lsram 32 KiB per TEC, private 256 KiB per TEC, shared
256 KiB per core on X2 and 128 KiB on X3P/X3S; the error names the allocation
or call. Reading an element no write reached stops the simulator with a
located ``read of uninitialized`` error (for a vector: when none of its
active lanes was written).""",
        example="""\
buf = S.alloc(2, "int32x8", "lsram")
S.dma_copy(buf, a, 16)
out[0] = buf[0] + buf[1]""",
    ),
    "alloc_buffer": Text(
        summary="Allocates an N-D buffer of ``shape`` elements of ``dtype`` in ``scope``.",
        computes="""\
As ``S.alloc``, but the result keeps the shape: ``buf[i, j]`` indexes it row
major, ``buf.addr_of(i)`` points to row i, and the buffer stands for a pointer
to its first element wherever one is taken (``S.vload(buf)``,
``S.dma_copy(buf, ...)``). ``private`` and ``lsram`` buffers are each TEC's
own, a ``shared`` one the core's. The contents start undefined.""",
        params={
            "shape": ("int, tuple or list", "The extents, outermost first: a positive integer "
                      "constant, or a tuple or list of them."),
            "dtype": ("str or dtype", "The element: a scalar type or a native vector, as for "
                      "``S.alloc``."),
            "scope": ("str", "``\"private\"`` (or ``\"local\"``), ``\"lsram\"`` or "
                      "``\"shared\"``."),
        },
        returns=("buffer", "The buffer, of ``dtype`` in ``scope``, indexed with one index per "
                 "extent."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 and their "
               "native vectors: int8x32, uint8x32, int16x16, uint16x16, int32x8, uint32x8, "
               "float16x16, bfloat16x16, float32x8."),
        edges="""\
What ``S.alloc`` refuses, with the same limits on storage, and a constant
index past a constant extent (``The index 8 of dimension 1 is out of the
range [0, 8).``). A run-time index is checked only against the buffer's
memory: past it, the simulator and ``ex(...)`` stop as out of bounds. Reading
an element no write reached stops the simulator as an uninitialized read.""",
        example="""\
acc = S.alloc_buffer((2, 8), "int32")
for j in range(8):
    acc[0, j] = j
    acc[1, j] = 8 - j
S.vstore(S.vload(acc.addr_of(0)) * S.vload(acc.addr_of(1)), out)""",
    ),
    "alloc_const": Text(
        summary="A read-only table of ``shape`` elements of ``dtype``, filled from ``data``.",
        computes="""\
The table is made when the kernel is built: the values of ``data``, read row
major, are converted to ``dtype`` and placed in constant memory, one copy for
all TECs. The result is a buffer of scope ``constant``: ``t[i]`` or
``t[i, j]`` reads an element, and it stands for a constant pointer
(``S.vload(t)``, ``S.vload_gather(t, indices)``). A NumPy array a kernel
indexes at run time becomes such a table too.""",
        params={
            "shape": ("int, tuple or list", "The extents, outermost first; their product must be "
                      "the number of values in ``data``."),
            "dtype": ("str or dtype", "The element type, a scalar one: ``\"int8\"`` ... "
                      "``\"float32\"``, ``\"bfloat16\"``."),
            "data": ("list, tuple or NumPy array", "The values, known when the kernel is built "
                     "(nested as you like)."),
        },
        returns=("buffer", "The table, in scope ``constant``."),
        types="int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32.",
        edges="""\
The values are converted as NumPy's ``astype``: integers wrap (300 is 44 in
int8), floats truncate toward zero into integers (2.7 is 2) and round to the
nearest float16 or bfloat16 (1e6 is inf in float16, with NumPy's overflow
warning). Refused when the kernel is built: a number of values other than the
shape's (``The data of "S.alloc_const" has 3 elements but the shape (4,)
needs 4.``), a store into the table (``Can't store to constant memory.``) and
an ``S.dma_copy`` from it. A run-time index past the table stops the simulator
and ``ex(...)`` as out of bounds.""",
        example="""\
lut = S.alloc_const((2, 4), "float32", [[1, 2, 4, 8], [3, 6, 9, 12]])
for i in range(n):
    out[i] = a[i] * lut[i % 2, i % 4]""",
        example_args='a: S.ptr("float32", "global"), out: S.ptr("float32", "global"), n: S.i32',
    ),
    "vload": Text(
        summary="Loads a vector at ``ptr``: contiguous elements, or every ``stride``-th one.",
        computes="""\
Lane i of the result is read ``i * stride`` elements past ``ptr`` (it is
``ptr[i]`` for a scalar pointer when ``stride`` is 1). The result has the
pointer's vector type, or for a scalar pointer the native vector of its
element (32, 16 or 8 lanes for 8-, 16- and 32-bit elements); ``lanes`` asks
for another lane count: native, flexible (``lanes=20``) or multiple width.
The address needs no alignment.

    memory at p:  10 11 12 13 14 15 16 17 18 19
    S.vload(p, lanes=4, stride=3):     10 13 16 19
    S.vload(p, lanes=4, mask="TTFT"):  10 11  0 13""",
        params={
            "ptr": ("pointer or buffer", "Where lane 0 is read; any scope, not void."),
            "lanes": ("int or None", "The result's lane count, a constant above 1; ``None``: "
                      "the pointer's lanes, or the native count for a scalar pointer."),
            "stride": ("int or scalar", "The distance from lane to lane in elements, a constant "
                       "or a run-time integer, at least 1."),
        },
        semantics="""\
Inactive lanes read no memory, so they may lie outside the buffer, and are 0
in the result. The mask has the result's lane count.""",
        returns=("vector", "The lanes read, of the pointer's element type."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointer's element type), any lane count."),
        edges="""\
Refused when the kernel is built: a void pointer, ``lanes`` below 2, a
constant ``stride`` below 1, a mask of another lane count. A run-time
``stride`` below 1 stops the run on every path (``The arg "stride" expect >=
1, but got: "0".``). An active lane outside the buffer stops the simulator and
``ex(...)`` with an out-of-bounds error naming the buffer and byte offset (the
native tier does not check). The simulator reports a load none of whose
active lanes was ever written as a read of uninitialized memory.""",
        example="""\
head = S.vload(a, mask=S.tail_mask(n, 8))
col = S.vload(a, stride=4)
wide = S.vload(a + 8, lanes=16)
S.vstore(head + col, out)
S.vstore(wide, out + 8)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32',
        note=('`stride` (elements, constant or computed; below 1 refused) and masks on native, '
              'flexible and multiple widths: `__vload_stride`'),
    ),
    "vstore": Text(
        summary="Stores the active lanes of ``value`` at ``ptr``: contiguously, or every "
                "``stride``-th element.",
        computes="""\
Lane i of ``value`` is written ``i * stride`` elements past ``ptr``, lane 0
first. ``value`` may have any lane count, whatever the
pointer's; its element type must be the pointer's, as it is stored without
conversion (unlike ``ptr[i] = value``). The address needs no alignment.""",
        params={
            "value": ("vector", "The lanes to store: a vector, not a mask, of the pointer's "
                      "element type."),
            "ptr": ("pointer or buffer", "Where lane 0 goes; any scope but ``constant``, not "
                    "void."),
            "stride": ("int or scalar", "The distance from lane to lane in elements, a constant "
                       "or a run-time integer, at least 1."),
        },
        semantics="""\
Inactive lanes write nothing: the memory they would reach keeps its value and
may lie outside the buffer. The mask has ``value``'s lane count.""",
        returns=("None", "Nothing; the memory changes."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointer's element type), any lane count."),
        edges="""\
Refused when the kernel is built: a scalar or mask ``value``, a void or
``constant`` pointer (``Can't store to constant memory.``), another element
type than the pointer's (``The pointer of "S.vstore" points to "int32" but the
value is "int16x16".``), a constant ``stride`` below 1. A run-time ``stride``
below 1 stops the run on every path. An active lane outside the buffer stops
the simulator and ``ex(...)`` before any lane is written (the native tier does
not check). Two TECs writing different values to the same bytes of shared or
global memory in one barrier interval are a reported race.""",
        example="""\
v = S.vload(a) * 3
S.vstore(v, out, mask=S.tail_mask(n, 8))
S.vstore(v, out + 8, stride=2)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32',
        note='`stride` as `S.vload`; only active lanes are written: `__vstore_stride`',
    ),
    "vload_gather": Text(
        summary="Loads lane i from element ``indices[i]`` of ``ptr``.",
        computes="""\
Lane i of the result is read ``indices[i]`` elements past ``ptr``, counted
in the pointer's element type whatever its lanes. ``int16`` indices
are signed, so a negative one reads below ``ptr`` (down to 32768 elements);
``uint16`` ones reach up to 65535 elements past it. The result has the
indices' lane count (native, flexible or multiple width) and the pointer's
element type, so 32 int8 lanes take a 32-lane index vector.

    memory at p:  10 11 12 13 14 15 16 17
    indices:       7  0  0  3  2  9  5  1
    mask:          T  T  T  T  T  F  T  T
    S.vload_gather(p, indices, mask):  17 10 10 13 12 0 15 11""",
        params={
            "ptr": ("pointer or buffer", "The base the indices count from; any scope, not void."),
            "indices": ("vector", "int16 or uint16 lanes: the element index of each result "
                        "lane."),
        },
        semantics="""\
Inactive lanes read nothing, wherever their index points, and are 0 in the
result. The mask has the indices' lane count.""",
        returns=("vector", "The lanes read: the pointer's element type, the indices' lane "
                 "count."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointer's element type); indices int16 or uint16."),
        edges="""\
Refused when the kernel is built: a void pointer and indices that are not a
vector of 16-bit integers (``The arg "indices" expect a 16-bit integer vector,
but got: "int32x8".``). An active lane whose element lies outside the buffer
stops the simulator and ``ex(...)`` as out of bounds, naming the byte offset
(the native tier does not check). The simulator reports a gather none of whose
active lanes was ever written as a read of uninitialized memory.""",
        example="""\
i = S.vload(idx, lanes=8)
v = S.vload_gather(table, i, mask=i >= 0)
S.vstore(v, out)""",
        example_args=('table: S.ptr("float32", "global"), idx: S.ptr("int16", "global"), '
                      'out: S.ptr("float32", "global")'),
        note=('int16 / uint16 indices (element counts; negative int16 ones reach below `ptr`), '
              'native, flexible and multiple widths'),
    ),
    "vstore_scatter": Text(
        summary="Stores active lane i of ``value`` at element ``indices[i]`` of ``ptr``.",
        computes="""\
Lane i is written ``indices[i]`` elements past ``ptr``, counted as for
``S.vload_gather`` (``int16`` indices signed, ``uint16`` ones unsigned).
Lanes are written in order, lane 0 first, so where active lanes share an index
the last of them stays, as in upstream's PySim. Native, flexible and multiple
widths.

    value:    10 11 12 13 14 15 16 17
    indices:   1  1  1  3  3  0  6  6
    mask:      T  T  T  T  T  T  F  F
    memory at p afterwards:  15 12 .. 14 .. .. ..  (.. unchanged)""",
        params={
            "value": ("vector", "The lanes to store: the pointer's element type, the indices' "
                      "lane count."),
            "ptr": ("pointer or buffer", "The base the indices count from; any scope but "
                    "``constant``, not void."),
            "indices": ("vector", "int16 or uint16 lanes: the element index of each lane of "
                        "``value``."),
        },
        semantics="Inactive lanes write nothing, wherever their index points.",
        returns=("None", "Nothing; the memory changes."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointer's element type); indices int16 or uint16."),
        edges="""\
Refused when the kernel is built: indices that are not 16-bit integers, lane
counts that differ (``The lanes mismatch: "value": "int32x8" vs. "indices":
"int16x16".``), another element type than the pointer's, a void or
``constant`` pointer. An active lane outside the buffer stops the simulator
and ``ex(...)`` before any lane is written (the native tier does not check).
Writing bytes of shared or global memory that another TEC wrote with a
different value in the same barrier interval is a reported race, even when a
later lane of the same scatter overwrites them.""",
        example="""\
v = S.vload(a)
i = S.vload(idx, lanes=8)
S.vstore_scatter(v, out, i, mask=v > 0)""",
        example_args=('a: S.ptr("float32", "global"), idx: S.ptr("uint16", "global"), '
                      'out: S.ptr("float32", "global")'),
        note=('lanes stored in order: the last active lane of a repeated index stays (upstream '
              'PySim)'),
    ),
    "dma_copy": Text(
        summary="Copies ``times`` rows of ``width`` elements from ``src`` to ``dst`` through "
                "the DMA engine.",
        computes="""\
Row t is read at ``src + t * src_stride`` and written at
``dst + t * dst_stride``; the copy is done when the call returns. ``width``,
``times`` and the strides count elements of the pointers' element type, also
through vector pointers (``width=16`` moves two vectors of an ``int32x8``
pointer). With the defaults it is one contiguous copy of ``width`` elements.

    src:  a b c d e . . . f g h i j . . . k l m n o . . .
    S.dma_copy(dst, src, 5, src_stride=8, times=3)
    dst:  a b c d e f g h i j k l m n o

Any scope pair but a ``constant`` side and SRAM to SRAM (``lsram`` or
``shared`` on both sides): DDR (``global``, ``global.1`` to ``global.3``) and
``private`` go to and from anything else. Rows are copied one after another,
each read whole before it is written (``memmove``), so overlapping source and
destination give what upstream's PySim gives.""",
        params={
            "dst": ("pointer or buffer", "Where row 0 goes."),
            "src": ("pointer or buffer", "Where row 0 comes from; the same element type as "
                    "``dst``."),
            "width": ("int or scalar", "Elements per row, at least 0."),
            "src_stride": ("int, scalar or None", "Elements from one source row's start to the "
                           "next, at least ``width``; ``None``: ``width``."),
            "times": ("int or scalar", "How many rows, at least 0."),
            "dst_stride": ("int, scalar or None", "Elements from one destination row's start to "
                           "the next, at least ``width``; ``None``: ``width``."),
        },
        returns=("None", "Nothing; the destination holds the rows when the call returns."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointers' element type; a vector pointer counts its elements)."),
        edges="""\
Refused when the kernel is built: pointers of different element types, a
``constant`` side, SRAM to SRAM, and constant counts below their minimum
(``The arg "src_stride" expect >= 4, but got: "2".``). The same minimums, and
upstream's limits, stop the run on every path when the counts are known only
then, with upstream's messages in elements. The limits are in bytes: the
whole copy at most 2^32 - 1; when it moves data, a row at most 32 KiB if a
side is lsram, and on an lsram (shared) side the stride and the whole copy at
most 32 KiB (256 KiB), so an int32 row into lsram holds at most 8192
elements. ``width * times`` of 0 copies nothing. A row outside either buffer stops the
simulator and ``ex(...)`` as out of bounds. Copying bytes nothing wrote is no
error: the simulator marks them unwritten at the destination and reports the
read that uses them.""",
        example="""\
tid = S.get_local_id()
tile = S.alloc(4 * 16, "int8", "lsram")
S.dma_copy(tile, img + tid * 16, 16, src_stride=64, times=4)
S.dma_copy(out + tid * 64, tile, 4 * 16)""",
        example_args='img: S.ptr("int8", "global"), out: S.ptr("int8", "global")',
        note='synchronous 1-D and 2-D, every allowed scope pair',
    ),
    "async_dma_copy": Text(
        summary="Starts ``S.dma_copy``'s copy on the DMA engine and returns; ``event`` signals "
                "its end.",
        computes="""\
The copy is ``S.dma_copy``'s: ``times`` rows of ``width`` elements,
``src_stride`` and ``dst_stride`` elements apart, between the same scope
pairs. The kernel goes on while the engine works; ``S.wait_events(event)``
(or ``S.free_events``) waits until it is done. Several copies may signal one
event: a wait on it completes all of them, in the order they started.

Compass makes the timing deterministic: the simulator and the native tier
carry the copy out at the wait for its event (or at the next ``S.barrier``),
and the simulator reports every access whose result would depend on when the
engine finishes. POCL copies at the call; for a kernel the simulator accepts,
both give the same result.""",
        params={
            "dst": ("pointer or buffer", "Where row 0 goes."),
            "src": ("pointer or buffer", "Where row 0 comes from; the same element type as "
                    "``dst``."),
            "width": ("int or scalar", "Elements per row, at least 0."),
            "src_stride": ("int, scalar or None", "Elements from one source row's start to the "
                           "next, at least ``width``; ``None``: ``width``."),
            "times": ("int or scalar", "How many rows, at least 0."),
            "dst_stride": ("int, scalar or None", "Elements from one destination row's start to "
                           "the next, at least ``width``; ``None``: ``width``."),
            "event": ("event", "One of the TEC's events, from ``S.alloc_events``, signalled when "
                      "the copy is done."),
        },
        returns=("None", "Nothing; the destination holds the rows once ``event`` was waited "
                 "for."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointers' element type; a vector pointer counts its elements)."),
        edges="""\
Refused when the kernel is built: what ``S.dma_copy`` refuses, a missing
``event`` (``The arg "event" must be provided.``) or one not from
``S.alloc_events``. The minimums of ``S.dma_copy`` and upstream's limits for an
asynchronous copy (its register widths) stop the run on every path: a row at
most 65535 bytes, each stride and the whole copy at most 0xFFFFFF bytes; no
lsram or shared limit applies. A row outside
either buffer is reported at the call. The simulator also reports reading or
writing the destination, or writing the source, before the wait; an event
used after ``S.free_events``; a copy still in flight when the kernel ends
(the checked C of ``ex(...)`` reports the event misuses too).""",
        example="""\
ev = S.alloc_events(1)
buf = S.alloc(64, "int32", "lsram")
S.async_dma_copy(buf, a, 64, event=ev)
S.wait_events(ev)
S.dma_copy(out, buf, 64)
S.free_events(ev)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
        note=('1-D and 2-D, every allowed scope pair; the simulator copies at the wait (or '
              'barrier) and reports touching the destination, or writing the source, before it; '
              'POCL copies at the call'),
    ),
    "dma_transpose2d": Text(
        summary="Transposes a ``row`` x ``col`` matrix from ``src`` into ``dst`` through the "
                "DMA engine.",
        computes="""\
Element (i, j) of the source, ``src[i * src_stride + j]``, goes to
``dst[j * dst_stride + i]``, for every i below ``row`` and j below ``col``:
the ``col`` x ``row`` result, row major. Counts and strides are in elements
of the pointers' element type, also through vector pointers. Any scopes, SRAM
to SRAM included, but a ``constant`` destination. The copy is done when the
call returns.

    src (row=2, col=3):  0 1 2      dst:  0 3
                         3 4 5            1 4
                                          2 5""",
        params={
            "dst": ("pointer or buffer", "Where the result's first row goes; not ``constant``."),
            "src": ("pointer or buffer", "The source matrix, row major; the same element type "
                    "as ``dst``."),
            "row": ("int or scalar", "The source's rows (the result's columns), at least 0."),
            "col": ("int or scalar", "The source's columns (the result's rows), at least 0."),
            "dst_stride": ("int, scalar or None", "Elements from one result row's start to the "
                           "next; ``None``: ``row``."),
            "src_stride": ("int, scalar or None", "Elements from one source row's start to the "
                           "next; ``None``: ``col``."),
        },
        returns=("None", "Nothing; the destination holds the result when the call returns."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointers' element type; a vector pointer counts its elements)."),
        edges="""\
Refused when the kernel is built: pointers of different element types
(``src and dst should of same dtype``) and a ``constant`` destination.
Upstream's limits stop the run on every path, in its words: ``row`` and
``col`` at least 0 and, times the element size, at most 0xFFFFFF bytes; a
``src_stride`` given needs ``col <= src_stride`` and ``col`` at most 0xFFFF
bytes, a ``dst_stride`` given ``row <= dst_stride`` and ``row`` at most 0xFFFF
bytes (``please check row*itemsize<=0xFFFF and row<=dst_stride``). An element
outside either buffer stops the simulator and ``ex(...)`` as out of bounds.""",
        example="""\
tile = S.alloc(8 * 64, "int16", "lsram")
S.dma_copy(tile, a, 8 * 64)
S.dma_transpose2d(out, tile, 8, 64)""",
        example_args='a: S.ptr("int16", "global"), out: S.ptr("int16", "global")',
        note="any scopes but a constant destination; upstream's limits checked when it runs",
    ),
    "dma_upsample": Text(
        summary="Repeats each pixel of a row ``w_scale`` times across and the row ``h_scale`` "
                "times down, through DMA.",
        computes="""\
The source is one row of ``w`` pixels of ``c`` elements each (pixel x at
``src + x * src_c_stride``). The result is ``h_scale`` rows of
``w * w_scale`` pixels, in HWC layout: each source pixel ``w_scale`` times
side by side, the whole row ``h_scale`` times. Pixel p of result row r starts
``(r * dst_w_stride + p) * dst_c_stride`` elements past ``dst``: ``c`` and
the c strides count elements, ``dst_w_stride`` counts pixels. An H x W x C
image takes one call per source row. One side is DDR (``global``,
``global.1`` to ``global.3``), the other ``lsram`` or ``shared``; the copy is
done when the call returns.

    src (w=2, c=3):  [0 1 2] [3 4 5]
    S.dma_upsample(dst, src, h_scale=2, w_scale=3, c=3, w=2)
    dst row 0:  [0 1 2] [0 1 2] [0 1 2] [3 4 5] [3 4 5] [3 4 5]
    dst row 1:  [0 1 2] [0 1 2] [0 1 2] [3 4 5] [3 4 5] [3 4 5]""",
        params={
            "dst": ("pointer or buffer", "Where result row 0 starts: DDR, or ``lsram`` / "
                    "``shared`` when ``src`` is DDR."),
            "src": ("pointer or buffer", "The source row; the same pointer type as ``dst``."),
            "h_scale": ("int or scalar", "How many times the row is repeated downwards."),
            "w_scale": ("int or scalar", "How many times each pixel is repeated across, at most "
                        "255."),
            "c": ("int or scalar", "Elements per pixel (the channels)."),
            "w": ("int or scalar", "Pixels in the source row."),
            "src_c_stride": ("int, scalar or None", "Elements from one source pixel's start to "
                             "the next, at least ``c``; ``None``: ``c``."),
            "dst_c_stride": ("int, scalar or None", "Elements from one result pixel's start to "
                             "the next, at least ``c``; ``None``: ``c``."),
            "dst_w_stride": ("int, scalar or None", "Pixels from one result row's start to the "
                             "next, at least ``w * w_scale``; ``None``: ``w * w_scale``."),
        },
        returns=("None", "Nothing; the destination holds the result when the call returns."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(both pointers of one type; a vector pointer counts its elements)."),
        edges="""\
Refused when the kernel is built: pointers of different types (``Argument
pointer type mismatch``), a pair other than DDR and SRAM (``Only support
upsample data between DDR(global) and SRAM(lsram, shared).``), a constant
``w_scale`` above 255. Upstream's limits stop the run on every path, in its
words: ``src_c_stride`` and ``dst_c_stride`` at least ``c``, ``dst_w_stride``
at least ``w * w_scale``, ``w_scale`` at most 255. A count of 0 writes
nothing. An element outside either buffer stops the simulator and ``ex(...)``
as out of bounds.""",
        example="""\
row = S.alloc(8 * 3, "int8", "lsram")
for y in range(h):
    S.dma_copy(row, a + y * 24, 24)
    S.dma_upsample(out + y * 96, row, h_scale=2, w_scale=2, c=3, w=8)""",
        example_args='a: S.ptr("int8", "global"), out: S.ptr("int8", "global"), h: S.i32',
        note=('global ↔ lsram / shared only; `w_scale` ≤ 255 and the stride limits checked when it'
              ' runs'),
    ),
    "dma_memset": Text(
        summary="Sets the first ``num`` elements at ``ptr`` to ``value`` through the DMA engine.",
        computes="""\
Elements ``ptr[0]`` to ``ptr[num - 1]`` of the pointer's element type become
``value``. Through a vector pointer ``num`` still counts elements (int32 ones
for an ``int32x8`` pointer), as upstream's generated code does; upstream's
PySim counts vectors there. Floats are written as their bits, so NaN, the
infinities and -0.0 are kept. The scope is ``global``, ``lsram``, ``shared``
or ``private`` (``local``); the memory is set when the call returns.""",
        params={
            "ptr": ("pointer or buffer", "The first element to set."),
            "value": ("number or scalar", "The value: a constant in the element type's range, or "
                      "a scalar of the kernel, converted to the element type as a C cast."),
            "num": ("int or scalar", "How many elements, at least 0."),
        },
        returns=("None", "Nothing; the memory is set when the call returns."),
        types=("int8, uint8, int16, uint16, int32, uint32, float16, bfloat16, float32 "
               "(the pointer's element type; a vector pointer counts its elements)."),
        edges="""\
Refused when the kernel is built: a constant ``value`` outside the element
type (``value "40000" out of range "int16".``; ``1.5`` for an integer type; a
finite float past the type's range), a constant ``num`` below 0 and the
scopes ``global.1`` to ``global.3`` and ``constant`` (``Dose not support set
value on scope "global.1".``, upstream's spelling). A run-time ``num`` below 0
stops the run on every path (``dma_memset(ptr,value,num): num should >=0``).
An element outside the buffer stops the simulator and ``ex(...)`` as out of
bounds.""",
        example="""\
acc = S.alloc(2, "float32x8", "lsram")
S.dma_memset(acc, 1.0, 16)
S.dma_memset(out + 8, 0.0, n)
S.vstore(acc[0] + acc[1], out)""",
        example_args='out: S.ptr("float32", "global"), n: S.i32',
        note=('every dtype (floats as their bits), scopes global / lsram / shared / private; `num`'
              " counts elements (also through a vector pointer, as upstream's codegen)"),
    ),
    "flush_cache": Text(
        summary="Writes the NPU's level-1 data cache back to DDR, and by default invalidates it.",
        computes="""\
On the NPU the cache's dirty lines are written to DDR, so that readers who
bypass the cache (a DMA, the host) see what the kernel stored; with
``invalidate`` the lines are dropped too, so later loads read DDR afresh. The simulator, POCL and
the native tier have no data cache: every store already reaches memory, so
the call changes nothing there. The OpenCL C keeps it as
``__flush_cache(1)`` or ``__flush_cache(0)``.""",
        params={
            "invalidate": ("bool", "Also drop the cache's lines after writing them back; a "
                           "constant (``True``, ``False``, 1 or 0)."),
        },
        returns=("None", "Nothing."),
        types="None: it takes no data.",
        edges="""\
A run-time ``invalidate`` is refused when the kernel is built (``The arg
"invalidate" expect a bool constant, but got: bool.``). Nothing else can fail.
As no path here has a cache, a missing flush goes unnoticed too: a kernel
that needs one on the NPU runs correctly without it here.""",
        example="""\
out[0] = S.vload(a) + S.vload(b)
S.flush_cache(invalidate=False)""",
        note='nothing to write back on either path; `invalidate` must be a constant',
    ),
}

CATEGORY = Category('Memory (fact sheet §1.7)', TEXTS)
