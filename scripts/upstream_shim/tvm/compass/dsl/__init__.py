"""Upstream's `tvm.compass.dsl`: the kernel author's entry point."""

from compass import BuildManager, CompassInfo, DataType, get_rpc_session, script
from compass.dtypes import hw_native_vdtype, resolve_dtype_alias

from ..._out_of_scope import refuse
from . import testing, utils

__all__ = ["BuildManager", "CompassInfo", "DataType", "get_rpc_session", "script", "hw_native_vdtype",
           "resolve_dtype_alias", "testing", "utils"]


def __getattr__(name):
    refuse(f"tvm.compass.dsl.{name}")


class Aiff:
    """Upstream's AIFF descriptor builder: importable, so files that also test other things
    run; using it says why it is missing."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("Aiff is not provided by compass: AIFF runs only in Arm "
                                  "China's proprietary simulator.")
