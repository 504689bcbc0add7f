"""The reviewed help texts of the names S.* has beyond upstream's 113 builtins:
the language's loop helpers and lane-order tag (docs/language.md)."""

from .text import Category, Text

TEXTS = {
    "vectorized": Text(
        summary="Loops like ``range``; upstream's hint that the loop may be vectorized.",
        computes="""\
``for i in S.vectorized(stop):`` runs the body with ``i`` = 0, 1, ...,
``stop - 1``, as ``range`` does; ``S.vectorized(start, stop)`` starts at
``start``. Every TEC runs the whole loop (nothing is shared out between
them). Upstream's DSL keeps it from TVM Script, where it asks the scheduler
to turn the loop into vector code; Compass has no TIR scheduler, so the loop
runs as written, one iteration after another, on every path, and the C is a
plain ``for`` loop. Write vector code (``S.vload``, ``p[i:i + 8]``)
where vectors are wanted. The bounds may be runtime integers and the body
may ``break``.""",
        params={
            "start": ("int or integer scalar",
                      "The first value of the loop variable; alone, it is the end of a loop "
                      "that starts at 0."),
            "stop": ("int, integer scalar or None",
                     "One past the last value of the loop variable."),
        },
        returns=("int32", "No value: the loop variable it binds is an int32 that counts from "
                 "``start`` up to ``stop - 1``."),
        types="Bounds: integer constants or integer scalars of any type, taken as int32; the "
              "loop variable is int32.",
        edges="""\
A ``stop`` at or below ``start`` (a runtime 0 too) runs the body no times.
Bounds are converted to int32, so a uint32 bound above 2147483647 wraps
negative. Refused with a located error when the kernel is built: a float or
vector bound (``The bounds of "S.vectorized" expect integers, but got:
float.``), a third argument (``"S.vectorized" takes 1 or 2 args.``), a
loop variable whose name is already bound (``The iter var i of the for loop
has been defined in outside scope, please use another name.``), ``for ...
else``, and ``S.vectorized`` anywhere but as a for loop's iterable
(``"S.vectorized" can only be used as the iterable of a for loop.``).""",
        example="""\
tid = S.get_local_id()
for i in S.vectorized(16):
    out[tid * 16 + i] = a[tid * 16 + i] * 3 + 1""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
        note="TVM Script's `T.vectorized`, as upstream's DSL keeps it; a plain loop on every path",
    ),
    "grid": Text(
        summary="Loops over every index tuple of the given extents, as nested loops.",
        computes="""\
``for i, j in S.grid(h, w):`` is ``for i in range(h):`` holding ``for j in
range(w):``, the first extent outermost: the body runs h * w times, with
(i, j) = (0, 0), (0, 1), ..., (h - 1, w - 1). Any number of extents may be
given, one loop variable each. The extents may be constants or runtime
integers (scalar parameters, for instance), which makes it the natural walk
over a buffer of ``S.match_buffer``. Every TEC runs all the loops; the C is
the nested ``for`` loops.""",
        params={
            "extents": ("int or integer scalar",
                        "The number of iterations of each loop, outermost first, one per "
                        "loop variable."),
        },
        returns=("tuple of int32", "No value: the loop variables it binds, each an int32 "
                 "counting from 0 up to its extent - 1."),
        types="Extents: integer constants or integer scalars of any type, taken as int32; the "
              "loop variables are int32.",
        edges="""\
An extent of 0 or below runs nothing inside it. Extents are converted to
int32 (a uint32 above 2147483647 wraps negative). Refused with a located
error when the kernel is built: a loop-variable count that is not the
extent count, or a nested target such as ``i, (j, k)`` (``"S.grid" needs one
loop variable per extent.``), a float or vector extent (``The extents of
"S.grid" expect integers, but got: float.``), a loop variable whose name is
already bound, and ``S.grid`` anywhere but as a for loop's iterable
(``"S.grid" can only be used as the iterable of a for loop.``).""",
        example="""\
x = S.match_buffer(a, (h, w))
y = S.match_buffer(out, (w, h))
for i, j in S.grid(h, w):
    y[j, i] = x[i, j] + 1""",
        example_args='a: S.ptr("int8", "global"), out: S.ptr("int8", "global"), '
                     'h: S.i32, w: S.i32',
        note="TVM Script's `T.grid`, as upstream's DSL keeps it; nested loops on every path",
    ),
    "tag": Text(
        summary="Marks the result of an ``S.cast`` with a code-generation hint.",
        computes="""\
``S.tag(S.cast(x, "float32"), "no_zip")`` gives the converted value
unchanged. The tag is upstream's hint to its X2 code generator: a widening
``S.cast`` of every lane (``part="all"``, into more lanes than a native
vector holds) may then come out in even/odd order, the even lanes first and
the odd ones after, saving the instructions that zip them back into order.
It suits a kernel whose next steps do not depend on the lane order, such as
a sum over all the lanes. Upstream's PySim ignores it, and so do the
simulator, the OpenCL C on POCL and the native tier: the lanes keep the
order ``S.cast`` gives them, so every path agrees (with PySim, not with
upstream's X2 code), and the C prints no tag. Compass checks the call as
upstream checks it.""",
        params={
            "node": ("vector",
                     "The value an ``S.cast`` call returned (the call itself or a name bound "
                     "to it)."),
            "attr": ("str", "The hint: ``\"no_zip\"``, the only one there is."),
        },
        returns=("vector", "``node`` itself, unchanged."),
        types="Whatever ``S.cast`` returns: vectors of int8, uint8, int16, uint16, int32, "
              "uint32, float16, bfloat16, float32.",
        edges="""\
No value changes, so it has no numeric edge. Refused with a located error
when the kernel is built: another ``attr`` (``The arg "attr" expect one of
dict_keys(['no_zip']), but got: "zip".``), a ``node`` that no builtin
returned (``The arg "node" expect a expr of S.API, but got: int16x16.``) and
the result of a builtin other than ``S.cast`` (``In attr "no_zip", the arg
"node" expect one of ('cast',), but got: "vadd".``).""",
        example="""\
va = S.vload(a)  # float16x16
wide = S.tag(S.cast(va, "float32"), "no_zip")  # float32x16
S.vstore(S.vrpadd(wide), out, mask="1T")  # the sum of the 16 lanes""",
        example_args='a: S.ptr("fp16x16", "global"), out: S.ptr("fp32", "global")',
        note="upstream's hint to its X2 code generator; checked, then ignored on every path, "
             "as upstream's PySim ignores it",
    ),
}

CATEGORY = Category("Language helpers (beyond the 113)", TEXTS)
