"""Upstream's `tvm` as far as its DSL tests use it, served by compass.

scripts/upstream_suite.py puts this directory first on sys.path so that
upstream's test files run unchanged. Only the names a kernel author or a DSL
test touches are here; TVM's compiler internals (te, tir, relax, runtime, …)
are out of Compass's scope and importing them says so.
"""

from compass.dtypes import DataType, get_range, int_within_range

from ._out_of_scope import refuse

__all__ = ["DataType", "get_range", "int_within_range"]


def __getattr__(name):
    refuse(f"tvm.{name}")
