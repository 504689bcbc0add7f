"""The reviewed help texts of the Miscellaneous builtins (docs/builtins.md, fact sheet §1.8)."""

from .text import Category, Text

_AIFF_REFUSED = """\
A descriptor that is not a pointer, or that points to anything but uint32 or
int32 (a ``float32*``), is refused at the call when the kernel is built.
Compass models no AIFF, so a kernel that calls it is refused on every path
with an error located at the call: the simulator and POCL raise
``CompassError`` (``S.aiff cannot run in the simulator: the AIFF accelerator
is not modelled here``), the native tier ``CompassNotLoweredError`` when it
first compiles the kernel. The descriptors' contents are never checked."""

TEXTS = {
    "const_mask": Text(
        summary="Builds a constant mask from a list of bools or a mask string.",
        computes="""\
Lane i of the mask is the i-th bool of ``x``, or the i-th letter the mask
string spells (``T`` True, ``F`` False). A mask string is a run of groups,
each an optional count and a ``T``/``F`` pattern repeated that many times;
``_`` may separate groups. The mask has exactly as many lanes as ``x``
spells, so it must match the vectors it predicates, of any lane type.

    S.const_mask("4F4T"):    F  F  F  F  T  T  T  T
    S.const_mask("4TF"):     T  F  T  F  T  F  T  F
    S.const_mask("2FT2TF"):  F  T  F  T  T  F  T  F
    S.const_mask("3T_F"):    T  T  T  F""",
        params={
            "x": ("list, tuple or NumPy array of bool, or str",
                  "The lanes: one Python or NumPy bool per lane, or a mask string. It must "
                  "be known when the kernel is built."),
        },
        returns=("mask", "A ``boolx<n>`` mask, n being the number of lanes ``x`` spells."),
        types=("``x`` holds bools or a mask string; the mask (bool lanes) predicates "
               "vectors of every element type."),
        edges="""\
Refused where the call is, when the kernel is built: fewer than 2 lanes, an
element that is not a bool (``1`` and ``0`` included), and a malformed string
(a character other than ``T``, ``F``, digits and ``_``; a count of 0 or one
not followed by ``T``/``F``; ``_`` first, last or doubled; more than 8192
lanes). Using the mask on a vector of another lane count is refused at that
use: ``The mask expect "boolx8", but got: "boolx6".``""",
        example="""\
m = S.const_mask("4TF")  # T F T F T F T F
S.vstore(S.vsel(S.vload(a), S.vload(b), m), out)""",
    ),
    "tail_mask": Text(
        summary="Builds a mask whose first ``n`` lanes are True.",
        computes="""\
Lane i of the ``lanes``-lane mask is True when ``i < n``. It predicates the
last, partial vector of a loop over ``n`` elements. ``n`` may be a value only
known at run time; ``lanes`` is a constant, any count from 2 (flexible and
multiple widths too).

    S.tail_mask(3, 8):  T  T  T  F  F  F  F  F
    S.tail_mask(0, 8):  F  F  F  F  F  F  F  F""",
        params={
            "n": ("int or integer scalar",
                  "How many lanes, from lane 0, are True: 0 to ``lanes``. A variable of any "
                  "integer type is read as int32."),
            "lanes": ("int", "The mask's lane count: a constant of at least 2."),
        },
        returns=("mask", "A ``boolx<lanes>`` mask."),
        types="``n``: an integer scalar of any integer type; the result is a mask (bool lanes).",
        edges="""\
A constant ``n`` outside 0 to ``lanes`` or not an integer, and a ``lanes``
below 2 or not a constant integer, are refused at the call when the kernel is
built. A runtime ``n`` outside 0 to ``lanes`` stops the run with a
``CompassRuntimeError`` located at the call (``tail_mask of 9 lanes of 8 (it
must lie in [0, 8])``) on every path: the simulator, the checked C on POCL
and the native tier. Clamp the count first, as the example does.""",
        example="""\
for i in range(0, n, 8):
    m = S.tail_mask(S.min(n - i, 8), 8)
    S.vstore(S.vload(a + i, mask=m) + 1, out + i, mask=m)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32',
    ),
    "get_local_size": Text(
        summary="Returns how many TECs run the kernel.",
        computes="""\
Every TEC of the core runs the whole kernel; this is their count, 4 on every
target Compass builds for. With ``S.get_local_id`` it shares work out between
the TECs, e.g. as the step of a loop that each TEC starts at its own id. In
the C it is ``get_local_size(0)``.""",
        returns=("int32", "The number of TECs: 4."),
        types="No operands; the result is an int32 scalar.",
        edges="""\
It has no numeric edge and cannot fail at run time. Passing it an argument is
refused when the kernel is built (``too many positional arguments``).""",
        example="""\
step = S.get_local_size() * 8
for i in range(S.get_local_id() * 8, n, step):
    S.vstore(S.vload(a + i) * 2, out + i)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32',
    ),
    "get_local_id": Text(
        summary="Returns the id of the TEC running the code.",
        computes="""\
Each TEC gets its own id, 0 to ``S.get_local_size() - 1`` (0 to 3). Kernels
use it to give each TEC its share of the data, or to let one TEC alone do a
step (``if S.get_local_id() == 0:``). The simulator and the native tier run
the TECs in turn in a fixed order (TEC 0 up to its barrier, then TEC 1, ...),
so every run gives the same results. In the C it is ``get_local_id(0)``.""",
        returns=("int32", "This TEC's id, 0 to 3."),
        types="No operands; the result is an int32 scalar.",
        edges="""\
It cannot fail, but work split by it can race: when one TEC writes bytes of
shared or global memory that another TEC reads or writes before an
``S.barrier``, the simulator stops with a located error naming both accesses
(``COMPASS_RACES=warn`` makes it a warning). Passing an argument is refused
when the kernel is built.""",
        example="""\
tid = S.get_local_id()
S.vstore(S.vload(a + tid * 8) + tid, out + tid * 8)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
    ),
    "tec_range": Text(
        summary="Loops over TEC ids: each TEC whose id lies in the range runs the body once.",
        computes="""\
``for t in S.tec_range(start, stop):`` is not a sequential loop: the TECs run
in parallel, and the TEC whose id lies in [``start``, ``stop``) runs the body
once, with ``t`` its own id; the other TECs skip it. ``S.tec_range(stop)``
means ``S.tec_range(0, stop)``. So ``S.tec_range(S.get_local_size())`` runs
the body on every TEC and ``S.tec_range(1, 3)`` on TECs 1 and 2 only. The
bounds may be runtime integers. The C is ``if (start <= id && id < stop)``
around the body, as upstream's PySim runs it.""",
        params={
            "start": ("int or integer scalar",
                      "The first TEC id of the range; alone, it is the end of a range that "
                      "starts at 0."),
            "stop": ("int, integer scalar or None", "One past the last TEC id of the range."),
        },
        returns=("int32", "No value: the loop variable it binds is the id of the TEC that runs "
                 "the body."),
        types="Bounds of any integer type; the loop variable is int32.",
        edges="""\
Ids outside 0 to 3 never run: ``S.tec_range(8)`` runs the body once on each
TEC, ``S.tec_range(4, 8)`` on none. Refused with a located error when the
kernel is built: a float or vector bound, a third (step) argument, ``break``
out of the loop, and ``S.tec_range`` anywhere but as a for loop's iterable.""",
        example="""\
for t in S.tec_range(S.get_local_size()):
    S.vstore(S.vload(a + t * 8) + 1, out + t * 8)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
    ),
    "perf_tick_begin": Text(
        summary="Starts the profiled code fragment ``cid`` on the running TEC.",
        computes="""\
What a TEC executes from ``S.perf_tick_begin(cid)`` to the matching
``S.perf_tick_end(cid)`` is counted for fragment ``cid``, per TEC, summed
when the fragment runs more than once:

- the simulator counts instructions; after the call ``f.perf_ticks`` holds
  ``{cid: {TEC id: instructions}}``, and a profile (``f.profile(...)``) shows
  each fragment on its TEC's timeline;
- the native tier measures nanoseconds: ``compass.jit(f).perf_ticks``;
- on POCL it is ``__perf_record_tick_begin(cid)``, which records nothing.

Fragments of different cids may nest or overlap. Upstream's PySim ignores
the marks.""",
        params={
            "cid": ("int or integer scalar",
                    "The fragment's id, a 32-bit unsigned integer: a constant from 0 to "
                    "4294967295, or a variable of any integer type, read as uint32."),
        },
        returns=("None", "Nothing: it is a statement."),
        types="``cid``: an integer constant or scalar of any integer type, taken as uint32.",
        edges="""\
A constant ``cid`` outside 0 to 4294967295, or one that is not an integer, is
refused when the kernel is built. When it runs, on every path (the checked C
on POCL too), beginning a cid the TEC has already begun is a located
``CompassRuntimeError`` (``S.perf_tick_begin(3) again before its
S.perf_tick_end``), and so is a kernel that ends with a cid still begun
(``S.perf_tick_begin(1) has no S.perf_tick_end``).""",
        example="""\
S.perf_tick_begin(0)
S.vstore(S.vload(a) + S.vload(b), out)
S.perf_tick_end(0)""",
        note=("the simulator counts each TEC's instructions up to `perf_tick_end` "
              '(`prim_func.perf_ticks`), and a profile (`f.profile(...)`, README "Profiling a '
              'kernel") shows each region on its TEC\'s timeline; a no-op on POCL'),
    ),
    "perf_tick_end": Text(
        summary="Ends the profiled code fragment ``cid`` on the running TEC.",
        computes="""\
It closes the fragment that ``S.perf_tick_begin(cid)`` opened on this TEC and
adds what the TEC executed in between to the fragment's count: instructions
in the simulator (``f.perf_ticks``), nanoseconds in the native tier
(``compass.jit(f).perf_ticks``), nothing on POCL, where it is
``__perf_record_tick_end(cid)``. See ``S.perf_tick_begin``.""",
        params={
            "cid": ("int or integer scalar",
                    "The id of the fragment to end, as given to ``S.perf_tick_begin``."),
        },
        returns=("None", "Nothing: it is a statement."),
        types="``cid``: an integer constant or scalar of any integer type, taken as uint32.",
        edges="""\
A constant ``cid`` outside 0 to 4294967295, or one that is not an integer, is
refused when the kernel is built. Ending a cid the TEC has not begun is a
located ``CompassRuntimeError`` when it runs (``S.perf_tick_end(1) without an
S.perf_tick_begin(1)``), on every path, the checked C on POCL too.""",
        example="""\
S.perf_tick_begin(0)
S.vstore(S.vload(a) + S.vload(b), out)
S.perf_tick_end(0)""",
        note='as `perf_tick_begin`',
    ),
    "aiff": Text(
        summary="Runs the NPU's AIFF accelerator on three descriptor chains and waits for it.",
        computes="""\
AIFF is a fixed-function accelerator beside the TECs. ``S.aiff`` hands it the
control, parameter and activation descriptor chains that the kernel has laid
out in memory, and returns when the accelerator is done. Compass checks the
call and writes it in the OpenCL C for the NPU as upstream does,
``AIFF(ctrl_desc, param_desc, act_desc, 0);``, but nothing here can run it.""",
        params={
            "ctrl_desc": ("pointer to uint32 or int32", "The control descriptor chain."),
            "param_desc": ("pointer to uint32 or int32", "The parameter descriptor chain."),
            "act_desc": ("pointer to uint32 or int32", "The activation descriptor chain."),
        },
        returns=("None", "Nothing: it is a statement."),
        types="The descriptors are pointers to uint32 or int32, in any scope.",
        edges=_AIFF_REFUSED,
        example="""\
S.aiff(ctrl, param, act)""",
        example_args=('ctrl: S.ptr("uint32", "global"), param: S.ptr("uint32", "global"), '
                      'act: S.ptr("uint32", "global")'),
        status='partly',
        runs=False,
        note=('parsed, checked and spelled `AIFF(c, p, a, 0)` as upstream; nothing here models the'
              ' AIFF accelerator, so the simulator, POCL and the native tier refuse it with a '
              'located error'),
    ),
    "async_aiff": Text(
        summary="Starts the NPU's AIFF accelerator on three descriptor chains, without waiting.",
        computes="""\
As ``S.aiff``, but the TEC goes on at once, and ``event`` is signalled when
the accelerator is done: ``S.wait_events(event)`` waits for it. If ``event``
is still held by an earlier operation, the accelerator waits for it first
(upstream's rule). The OpenCL C spells it
``ASYNC_AIFF(ctrl_desc, param_desc, act_desc, event, 0);``; nothing here can
run it.""",
        params={
            "ctrl_desc": ("pointer to uint32 or int32", "The control descriptor chain."),
            "param_desc": ("pointer to uint32 or int32", "The parameter descriptor chain."),
            "act_desc": ("pointer to uint32 or int32", "The activation descriptor chain."),
            "event": ("event", "An event of ``S.alloc_events``, signalled when the accelerator "
                      "is done."),
        },
        returns=("None", "Nothing: it is a statement."),
        types="The descriptors are pointers to uint32 or int32, in any scope.",
        edges=_AIFF_REFUSED.replace("S.aiff cannot", "S.async_aiff cannot") + """

An ``event`` that is not one of ``S.alloc_events`` is refused when the kernel
is built.""",
        example="""\
ev = S.alloc_events(1)
S.async_aiff(ctrl, param, act, ev)
S.vstore(S.vload(a) + 1, out)  # the TEC works meanwhile
S.wait_events(ev)
S.free_events(ev)""",
        example_args=('ctrl: S.ptr("uint32", "global"), param: S.ptr("uint32", "global"), '
                      'act: S.ptr("uint32", "global"), a: S.ptr("int32x8", "global"), '
                      'out: S.ptr("int32x8", "global")'),
        status='partly',
        runs=False,
        note=('as `S.aiff`: checked (descriptors, an event of `S.alloc_events`) and spelled '
              '`ASYNC_AIFF(c, p, a, event, 0)` in the C; the simulator, POCL and the native tier '
              'refuse to run it with a located error'),
    ),
    "printf": Text(
        summary="Prints formatted text as C's printf does, in upstream's PySim format.",
        computes="""\
Each conversion of ``fmt`` prints the next of ``args``:

- ``%d``, ``%i``: an integer, as int32; ``%u``: as uint32; ``%o``: octal
  with a leading ``0``; ``%x``, ``%X``: hexadecimal after ``0x`` (a float
  scalar prints its float32 bits); ``%c``: the low byte, as a character;
- ``%f``: a float scalar as float32 with 6 decimals, cut rather than rounded
  (0.1234567 prints 0.123456);
- ``%s``: a string literal; ``%p``: a pointer; ``%%``: a ``%``;
- ``%v32hhx``, ``%v16hx``, ``%v8hlx``: the lanes of any 256-bit vector read
  as 8-, 16- or 32-bit unsigned integers, each as ``%x``, comma separated;
  ``%v16hf``, ``%v8hlf``: the lanes of a 256-bit float vector, each as
  ``%f``.

Each TEC prints its own text. The simulator writes it to ``sys.stdout``
when the call returns (also when the run fails), barrier interval by
barrier interval: TEC 0's text, then TEC 1's, and so on. POCL and the
native tier print the same text in the same order.""",
        params={
            "fmt": ("str", "The format: a string literal. No flag, width or precision is "
                    "accepted (``%5d`` is refused)."),
            "args": ("scalars, vectors, pointers or str",
                     "One per conversion, in order, each of the kind its conversion takes; "
                     "integer and float literals are accepted."),
        },
        returns=("None", "Nothing: it is a statement."),
        types="""\
Integer scalars of any integer type (``%d %i %u %o %x %X %c``); float16,
bfloat16 and float32 scalars (``%f``, ``%x``); 256-bit vectors of any lane
type (``%v32hhx %v16hx %v8hlx``) and of float lanes (``%v16hf %v8hlf``);
pointers (``%p``); string literals (``%s``).""",
        edges="""\
A NaN prints ``nan`` and the infinities ``inf`` and ``-inf`` (upstream's
PySim prints nothing for them). ``%p`` prints ``%p`` in the simulator and the
native tier, as PySim does, and the address on POCL. Refused at the call when
the kernel is built: an unknown conversion (``%5d``, ``%ld``); an argument of
the wrong kind (``Specifier "%f" only accept float scalar value.``; a bool is
no integer); a vector that is not 256 bits; a ``fmt`` that is not a string
literal; more or fewer arguments than conversions (``The specifier count "2"
not equal to the argument count "1".``).""",
        example="""\
va = S.vload(a)
S.printf("TEC %d of %d\\n", S.get_local_id(), S.get_local_size())
S.printf("a[0:8] = %v8hlx\\n", va)""",
        note=("every conversion of §1.8 in upstream's PySim format on both paths; `%p` prints `%p`"
              ' in the simulator (as PySim), an address on POCL'),
    ),
    "asm": Text(
        summary="Inserts NPU inline assembly in GCC's style.",
        computes="""\
``template`` is assembly text in which ``%[name]`` stands for an operand;
``outputs`` and ``inputs`` map each name to a pair (constraint, value). The
constraint letters say where the operand may live: ``r`` a scalar register,
``t`` a tensor (vector) register, ``f`` a float register, ``p`` a predicate
register; an output's constraint starts with ``=`` (written) or ``+`` (read
and written), and ``&`` marks one written before the inputs are all read.
After the call each output's variable holds what the assembly wrote to it.
Compass checks the call and writes it in the OpenCL C as an ``__asm__``
statement, as upstream does; the assembly itself can only run on the NPU.""",
        params={
            "template": ("str", "The assembly, with ``%[name]`` for each operand; ``%%`` is a "
                         "``%``."),
            "outputs": ("dict or None",
                        "``{name: (constraint, variable)}``: the operands the assembly "
                        "writes, each a scalar or native vector variable; a pair may be a "
                        "list, as upstream's guide writes it."),
            "inputs": ("dict or None",
                       "``{name: (constraint, value)}``: the operands it reads, each a scalar "
                       "or native vector variable or expression."),
            "clobbers": ("list of str or None",
                         "Registers the assembly changes beyond the outputs, such as "
                         "``[\"t0\"]``."),
            "qualifiers": ("str or None", "``\"volatile\"`` (keep it even if its outputs "
                           "look unused), ``\"inline\"`` or ``None``."),
        },
        returns=("None", "Nothing: the outputs' variables receive the results."),
        types="""\
Operands are scalars or native (256-bit) vectors of any lane type; flexible
and multiple-width vectors are refused.""",
        edges="""\
Refused at the call when the kernel is built: a ``template`` that is not a
string; an operand that is not a ``(constraint, value)`` pair (a tuple or
a list); a constraint with another letter, or an output's without ``=`` or
``+`` first; an output that is not a variable name; a flexible or
multiple-width vector; clobbers that are not a list of strings; another
qualifier. The assembly is not parsed. No path here runs it: the simulator
and POCL raise ``CompassError`` at the call (``S.asm cannot run in the
simulator: inline assembly of the NPU cannot be executed here``), the native
tier ``CompassNotLoweredError``.""",
        example="""\
x, y = a[0], S.i8x32(0)
S.asm("{add %[o].b, %[i].b, 1;}", outputs={"o": ("=&t", y)},
      inputs={"i": ("t", x)}, qualifiers="volatile")
out[0] = y  # a[0] + 1, on the NPU""",
        example_args='a: S.ptr("int8x32", "global"), out: S.ptr("int8x32", "global")',
        status='partly',
        runs=False,
        note=('parsed, checked (constraints r/t/f/p with `=` `+` `&`, qualifiers) and spelled '
              '`__asm__` as upstream; inline NPU assembly cannot run here: the simulator, POCL and'
              ' the native tier refuse it with a located error'),
    ),
}

CATEGORY = Category('Miscellaneous (fact sheet §1.8)', TEXTS)
