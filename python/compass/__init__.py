"""Compass: the Compass DSL on MLIR.

    from compass import BuildManager, script as S

Upstream kernels import the same names from tvm.compass.dsl; only the import
line changes.
"""

from ._version import __version__  # generated: project(compass VERSION …) in CMakeLists.txt
from . import options, script, testing, utils
from .benchmark import BenchmarkResult
from .build_manager import BuildManager, Executor
from .bfloat16 import bfloat16
from .dtypes import (DataType, DataTypeCode, get_range, hw_native_vdtype, int_within_range,
                     resolve_dtype_alias)
from .errors import CompassError, CompassRuntimeError, CompassWarning, CompassZeroDivisionError
from .native import CompassNotLoweredError, jit
from .rpc import DeviceRequiredError, get_rpc_session
from .script.arguments import ArgumentError
from .target import CompassInfo

__all__ = ["BuildManager", "Executor", "script", "testing", "utils", "DataType", "DataTypeCode",
           "bfloat16", "get_range", "int_within_range",
           "hw_native_vdtype", "resolve_dtype_alias", "CompassInfo", "CompassError",
           "CompassRuntimeError", "CompassWarning", "CompassZeroDivisionError", "ArgumentError", "BenchmarkResult",
           "DeviceRequiredError", "get_rpc_session", "jit", "CompassNotLoweredError"]
