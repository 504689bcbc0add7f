"""The reviewed help texts of the Synchronization builtins (docs/builtins.md, fact sheet §1.10)."""

from .text import Category, Text

_EVENTS = ("event", "The events, each a handle ``S.alloc_events`` returned on this TEC; an "
           "event given twice counts once.")

_EVENT_TYPES = "None: an event is an opaque handle of ``S.alloc_events`` (an ``int`` in the C)."

_INT_ARGS = 'a: S.ptr("int32", "global"), b: S.ptr("int32", "global"), ' \
            'out: S.ptr("int32", "global")'

TEXTS = {
    "barrier": Text(
        summary="Waits until every TEC of the core has reached this barrier.",
        computes="""\
A TEC that reaches ``S.barrier()`` first finishes its own asynchronous DMAs
still in flight, then waits; when all 4 TECs wait at this same barrier they
go on together. What any TEC wrote to shared or global memory before the
barrier is what every TEC reads after it, so it separates a step that fills
shared data from the step that reads it. The end of the kernel (a return
from it included) is an implicit final barrier. In the C it is
``barrier(CLK_LOCAL_MEM_FENCE)``.

The simulator runs TEC 0 up to its barrier, then TEC 1, and so on, and
checks for data races within each stretch between barriers (a barrier
interval): a TEC reading what another wrote, or two writing different
values, in one interval is reported.""",
        returns=("None", "Nothing: it is a statement."),
        types="None: it takes no operands.",
        edges="""\
TECs that stop at different barriers, or some at a barrier while others end
the kernel (a barrier under ``if S.get_local_id() == 0:``), are a located
``CompassRuntimeError`` on every path instead of a hang: ``barrier
divergence: TEC 0 waits at the barrier at kernel.py:6:9, TEC 1 reached the
end of the kernel, ...``. With ``CPS_TVM_PYSIM_SINGLE_THREAD=TRUE`` (the TECs
run one after another) a barrier stops the run with upstream's ``PySim can't
be run in single thread for this DSL program.``. An argument is refused when
the kernel is built.""",
        example="""\
part = S.alloc(4, "int32", "shared")
tid = S.get_local_id()
part[tid] = a[tid] * 2
S.barrier()
out[tid] = part[0] + part[1] + part[2] + part[3]""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
        note="also waits for the TEC's asynchronous DMAs",
    ),
    "alloc_events": Text(
        summary="Takes ``count`` of the running TEC's four DMA events.",
        computes="""\
Each TEC owns 4 events. An event is handed to ``S.async_dma_copy``
(``event=``), which signals it when its copy is done; ``S.wait_events``
waits for it, and ``S.free_events`` waits and gives it back, so that a later
``S.alloc_events`` can take it again. Each handle names its event and the
allocation it came from, so a freed event is recognised if it is used
again.""",
        params={
            "count": ("int", "How many events to take: a Python integer from 1 to 4, known "
                      "when the kernel is built."),
        },
        returns=("event or tuple of events",
                 "One event for ``count`` 1, else a tuple of ``count`` events to unpack "
                 "(``ev0, ev1 = S.alloc_events(2)``)."),
        types=_EVENT_TYPES,
        edges="""\
Refused when the kernel is built: a ``count`` that is not a positive integer
constant (``The arg "count" expect an positive integer scalar constant.``)
and one above 4 (``Only remain 4 events, but allocate 5.``). Taking an event
while the TEC holds all four (an allocation in a loop without
``S.free_events``) stops the run at the call on every path (the simulator,
the checked C that ``ex(...)`` runs and the native tier): ``S.alloc_events
allocates a fifth event: all 4 events of the TEC are allocated (free one
with S.free_events first)``.""",
        example="""\
buf = S.alloc(16, "int32", "lsram")
ev0, ev1 = S.alloc_events(2)
S.async_dma_copy(buf, a, 8, event=ev0)
S.async_dma_copy(buf + 8, b, 8, event=ev1)
S.free_events(ev0, ev1)
S.dma_copy(out, buf, 16)""",
        example_args=_INT_ARGS,
        note=('4 per TEC; the simulator, the checked C of `ex(...)` and the native tier report '
              'a fifth'),
    ),
    "wait_events": Text(
        summary="Waits until the asynchronous DMAs signalling ``events`` are done.",
        computes="""\
When it returns, every ``S.async_dma_copy`` started on one of the events
has finished, so its destination may be read and its source written again.
The events stay allocated, for further copies. The simulator carries the
pending copies out here, in the order they started; POCL has done each copy
within its call; both give what any timing of the DMA engine would give for
a kernel the simulator accepts, because the simulator reports every access
to a copy still in flight (below).""",
        params={"events": _EVENTS},
        returns=("None", "Nothing: it is a statement."),
        types=_EVENT_TYPES,
        edges="""\
Refused when the kernel is built: no event (``Redundant useless call.``) and
anything not made by ``S.alloc_events`` (``The arg "events" expect objects
returned by "S.alloc_events".``). Stopping the run at the call on every path:
an event no DMA used since it was allocated (``S.wait_events waits for event
0, which no DMA used since it was allocated``) and a freed event (``The
released event can not be used anymore.``). Before the wait, the simulator
reports reading or writing a DMA's destination, or writing its source
(``read of lsram allocation "buf" (byte offset 0) before waiting for event
0``).""",
        example="""\
buf = S.alloc(8, "int32", "lsram")
ev = S.alloc_events(1)
S.async_dma_copy(buf, a, 8, event=ev)
S.wait_events(ev)
S.vstore(S.vload(buf, lanes=8) + S.vload(b, lanes=8), out)
S.free_events(ev)""",
        example_args=_INT_ARGS,
        note=('the simulator, the checked C and the native tier report a wait on an event no '
              'DMA used, and a freed event'),
    ),
    "free_events": Text(
        summary="Waits for the DMAs of ``events``, then gives the events back to the TEC.",
        computes="""\
First it waits as ``S.wait_events`` does (an event no DMA used is allowed
here); then the events are free again, for a later ``S.alloc_events``. A
TEC that allocates events in a loop frees them in the loop, since it has
only four.""",
        params={"events": _EVENTS},
        returns=("None", "Nothing: it is a statement."),
        types=_EVENT_TYPES,
        edges="""\
Refused when the kernel is built: no event (``Redundant useless call.``) and
anything not made by ``S.alloc_events``. Stopping the run at the call on
every path: an event already freed (``The released event can not be used
anymore.``); using a freed event later, in ``S.wait_events``,
``S.free_events`` or ``S.async_dma_copy``, is refused the same way. A
kernel that ends while a DMA it started is still in flight (never waited
for, freed or passed by an ``S.barrier``) is reported at that DMA's line:
``the kernel ends while this asynchronous DMA is in flight``.""",
        example="""\
tid = S.get_local_id()
buf = S.alloc(16, "int32", "lsram")
ev = S.alloc_events(1)
S.async_dma_copy(buf, a + tid * 16, 16, event=ev)
S.free_events(ev)
S.dma_copy(out + tid * 16, buf, 16)""",
        example_args='a: S.ptr("int32", "global"), out: S.ptr("int32", "global")',
        note="waits first; a DMA still in flight at the kernel's end is reported",
    ),
}

CATEGORY = Category('Synchronization (fact sheet §1.10)', TEXTS)
