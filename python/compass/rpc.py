"""Upstream's `get_rpc_session`: the session to a Zhouyi NPU device.

Compass runs kernels in its simulator and on POCL; it has no device runtime, so
there is nothing to connect to. The function exists with upstream's signature so
that programs written for upstream (its tutorials import it next to
BuildManager) import and run up to the step that needs a device, where calling
it says why that step cannot run here.
"""

from .errors import CompassError


class DeviceRequiredError(CompassError):
    """A step that needs a Zhouyi NPU device (RPC), which Compass does not have."""


def get_rpc_session(session_timeout=600, rpc_key=None, tracker_host=None, tracker_port=None,
                    priority=1):
    """Upstream connects to the RPC tracker and returns a session to a device; here it
    raises DeviceRequiredError (a CompassError, so also the AssertionError upstream raises
    when no device is configured)."""
    del session_timeout, rpc_key, tracker_host, tracker_port, priority
    raise DeviceRequiredError(
        "get_rpc_session: RPC needs a Zhouyi NPU device and Arm China's device runtime, which "
        "Compass does not have. Kernels run in the Compass simulator (calling the prim_func) "
        "and as OpenCL C on POCL (ex(...), ex.benchmark(...)).")
