"""Runs emitted OpenCL C on POCL through pyopencl.

One work-group of `tec_count` work items stands for the TECs of one core.
Buffers are created by the runtime and copied (never USE_HOST_PTR: POCL
crashed on unaligned host pointers), and results are copied back into the
caller's arrays. A pointer argument is a Memory (script/arguments.py); one
whose pointer is not at its start (a NumPy view in its base) is copied into
a buffer at a padding that puts the pointer on the device's sub-buffer
alignment, and the kernel gets the sub-buffer starting there: it reaches the
whole base, before the pointer too.
"""

import os

import numpy as np

from .dtypes import DataType
from .script.types import PointerType

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
    dtype = DataType(dtype)
    if dtype.is_bool:
        return np.int8(1 if value else 0)
    return dtype.numpy_dtype.type(value)


class OpenCLKernel:
    """An OpenCL C program built once, run on demand."""

    def __init__(self, c_code, kernel_name, options=()):
        cl, (context, _) = _opencl()
        self.kernel_name = kernel_name
        try:
            self.program = cl.Program(context, c_code).build(
                options=["-I", RUNTIME_INCLUDE, *options])
        except cl.RuntimeError as error:
            raise RuntimeError(f"POCL could not build the generated OpenCL C:\n{error}") from None

    def bind(self, param_types, args, tec_count, record=None):
        """A Launch of the kernel on `args` (device buffers made once); a
        checked kernel also takes the error `record` (an int32 array)."""
        return Launch(self, param_types, args, tec_count, record)

    def run(self, param_types, args, tec_count):
        launch = self.bind(param_types, args, tec_count)
        launch.enqueue()
        launch.read_back()


class Launch:
    """The kernel bound to device copies of one argument list."""

    def __init__(self, kernel, param_types, args, tec_count, record=None):
        cl, (context, self.queue) = _opencl()
        self.cl = cl
        self.kernel = getattr(kernel.program, kernel.kernel_name)
        self.tec_count = tec_count
        self.buffers = []
        self.record = record
        for index, (ptype, arg) in enumerate(zip(param_types, args)):
            if isinstance(ptype, PointerType):
                if arg is None:
                    self.kernel.set_arg(index, None)
                    continue
                buffer, pad, pointer = self._device_memory(cl, context, arg)
                self.kernel.set_arg(index, pointer)
                self.buffers.append((arg.data, buffer, pad))
            else:
                self.kernel.set_arg(index, _scalar(ptype, arg))
        if record is not None:
            # Checked kernels: each pointer parameter's bytes and its pointer's
            # offset in them (the regions start that far before the pointer), then the record.
            extents = np.array([(arg.nbytes, arg.offset)
                                if isinstance(ptype, PointerType) and arg is not None else (0, 0)
                                for ptype, arg in zip(param_types, args)] or [(0, 0)],
                               np.uint64).reshape(-1)
            flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
            # Kept referenced: the kernel only holds the handle.
            self.extents_buffer = cl.Buffer(context, flags, hostbuf=extents)
            self.kernel.set_arg(len(param_types), self.extents_buffer)
            self.record_buffer = cl.Buffer(context, flags, hostbuf=record)
            self.kernel.set_arg(len(param_types) + 1, self.record_buffer)

    def _device_memory(self, cl, context, memory):
        """(buffer, padding before the data in it, kernel argument) for a Memory."""
        flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
        if not memory.offset:
            # A zero-size buffer is invalid in OpenCL: give it one byte.
            host = memory.data if memory.nbytes else np.zeros(1, np.uint8)
            buffer = cl.Buffer(context, flags, hostbuf=host)
            return buffer, 0, buffer
        align = context.devices[0].mem_base_addr_align // 8
        pad = -memory.offset % align
        host = np.zeros(pad + memory.nbytes, np.uint8)
        host[pad:] = memory.data.view(np.uint8)
        buffer = cl.Buffer(context, flags, hostbuf=host)
        return buffer, pad, buffer.get_sub_region(pad + memory.offset,
                                                  memory.nbytes - memory.offset)

    def enqueue(self):
        """Runs the kernel once (one work-group of `tec_count` work items)."""
        self.cl.enqueue_nd_range_kernel(self.queue, self.kernel, (self.tec_count,),
                                        (self.tec_count,))

    def finish(self):
        self.queue.finish()

    def read_record(self):
        """The error record of a checked kernel after its run."""
        self.cl.enqueue_copy(self.queue, self.record, self.record_buffer)
        self.queue.finish()
        return self.record

    def read_back(self):
        """Copies the device buffers back into the caller's arrays."""
        for data, buffer, pad in self.buffers:
            if data.nbytes:
                self.cl.enqueue_copy(self.queue, data.view(np.uint8), buffer, src_offset=pad)
        self.queue.finish()


def flush_c_stdout():
    """Flushes the C library's stdout, where POCL's printf writes, so that
    what a kernel printed is out (and capturable) when the run returns."""
    import ctypes  # pylint: disable=import-outside-toplevel
    ctypes.CDLL(None).fflush(None)
