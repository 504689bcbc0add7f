"""Questions about a lowered kernel (`BuildManager().lower(f)`), as upstream's
`tvm.compass.dsl.analysis` answers them."""

__all__ = ["has_perf_record_tick"]


def has_perf_record_tick(ir_mod):
    """Whether the module calls S.perf_tick_begin or S.perf_tick_end (upstream's
    profiler then records ticks)."""
    text = str(ir_mod)
    return "compass.perf_tick_begin" in text or "compass.perf_tick_end" in text
