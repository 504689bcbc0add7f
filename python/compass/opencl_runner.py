"""Runs emitted OpenCL C on POCL through pyopencl.

One work-group of `tec_count` work items stands for the TECs of one core.
Buffers are created by the runtime and copied (never USE_HOST_PTR: POCL
crashed on unaligned host pointers), and results are copied back into the
caller's arrays.
"""

import os

import numpy as np

RUNTIME_INCLUDE = os.path.join(os.path.dirname(__file__), "runtime", "include")

_context = None


def _opencl():
    global _context
    import pyopencl as cl
    if _context is None:
        platforms = [p for p in cl.get_platforms() if "Portable Computing Language" in p.name]
        if not platforms:
            raise RuntimeError("POCL (pocl-opencl-icd) is not installed; see the README.")
        device = platforms[0].get_devices()[0]
        context = cl.Context([device])
        _context = (context, cl.CommandQueue(context))
    return cl, _context


def _scalar(dtype, value):
    from .dtypes import DataType
    dtype = DataType(dtype)
    if dtype.is_bool:
        return np.int8(1 if value else 0)
    return dtype.numpy_dtype.type(value)


class OpenCLKernel:
    """An OpenCL C program built once, run on demand."""

    def __init__(self, c_code, kernel_name):
        cl, (context, _) = _opencl()
        self.kernel_name = kernel_name
        try:
            self.program = cl.Program(context, c_code).build(options=["-I", RUNTIME_INCLUDE])
        except cl.RuntimeError as error:
            raise RuntimeError(f"POCL could not build the generated OpenCL C:\n{error}") from None

    def run(self, param_types, args, tec_count):
        from .script.types import PointerType
        cl, (context, queue) = _opencl()
        kernel = getattr(self.program, self.kernel_name)
        buffers = []
        for index, (ptype, arg) in enumerate(zip(param_types, args)):
            if isinstance(ptype, PointerType):
                if arg is None:
                    kernel.set_arg(index, None)
                    continue
                flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
                # A zero-size buffer is invalid in OpenCL: give it one byte.
                host = arg if arg.nbytes else np.zeros(1, np.uint8)
                buffer = cl.Buffer(context, flags, hostbuf=host)
                kernel.set_arg(index, buffer)
                buffers.append((arg, buffer))
            else:
                kernel.set_arg(index, _scalar(ptype, arg))
        cl.enqueue_nd_range_kernel(queue, kernel, (tec_count,), (tec_count,))
        for arg, buffer in buffers:
            if arg.nbytes:
                cl.enqueue_copy(queue, arg, buffer)
        queue.finish()
