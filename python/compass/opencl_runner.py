"""Runs emitted OpenCL C on POCL through pyopencl.

One work-group of `tec_count` work items stands for the TECs of one core.
Buffers are created by the runtime and copied (never USE_HOST_PTR: POCL
crashed on unaligned host pointers), and results are copied back into the
caller's arrays. A pointer argument is a Memory (script/arguments.py): a
NumPy view reaches its whole base, before the pointer too (Launch).
"""

import os

import numpy as np

from .dtypes import DataType
from .script.arguments import ArgumentError, _address
from .script.types import PointerType

# The runtime headers the OpenCL C includes: the package's own copy, or
# COMPASS_OPENCL_INCLUDE (a directory with the same compass/dsl.h). The
# sanitized test stage points it at the plain build's copy: pyopencl's
# program cache keys on the -I path, and one path lets both stages share it.
RUNTIME_INCLUDE = os.environ.get("COMPASS_OPENCL_INCLUDE") or os.path.join(
    os.path.dirname(__file__), "runtime", "include")

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


def _groups(memories):
    """The indices of `memories` (index → Memory) in groups of overlapping host memory."""
    groups, end = [], None
    for index in sorted(memories, key=lambda i: _address(memories[i].data)):
        start = _address(memories[index].data)
        if groups and start < end:
            groups[-1].append(index)
        else:
            groups.append([index])
            end = start
        end = max(end, start + memories[index].nbytes)
    return groups


class Launch:
    """The kernel bound to device copies of one argument list.

    Pointer arguments whose memory overlaps (one array twice, two views of one
    base) share one device buffer, so that each sees the other's writes and
    none is lost in the copy back. The checked C takes its buffer and the
    pointer's byte offset in it (`__compass_extents`: region bytes, the
    pointer's offset in the region, its offset in the buffer); the unchecked C
    takes a sub-buffer starting at the pointer, the buffer padded to put it on
    the device's sub-buffer alignment."""

    def __init__(self, kernel, param_types, args, tec_count, record=None):
        cl, (context, self.queue) = _opencl()
        self.cl = cl
        self.kernel = getattr(kernel.program, kernel.kernel_name)
        self.tec_count = tec_count
        self.buffers = []  # (host bytes, device buffer, padding before them)
        self.record = record
        memories = {}
        for index, (ptype, arg) in enumerate(zip(param_types, args)):
            if not isinstance(ptype, PointerType):
                self.kernel.set_arg(index, _scalar(ptype, arg))
            elif arg is None:
                self.kernel.set_arg(index, None)
            else:
                memories[index] = arg
        shifts = {}
        for group in _groups(memories):
            shifts.update(self._bind_group(cl, context, [(i, memories[i]) for i in group],
                                           checked=record is not None))
        if record is not None:
            # Checked kernels: the extents, then the record.
            extents = np.array([(memories[i].nbytes, memories[i].offset, shifts[i])
                                if i in memories else (0, 0, 0)
                                for i in range(len(param_types))] or [(0, 0, 0)],
                               np.uint64).reshape(-1)
            flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
            # Kept referenced: the kernel only holds the handle.
            self.extents_buffer = cl.Buffer(context, flags, hostbuf=extents)
            self.kernel.set_arg(len(param_types), self.extents_buffer)
            self.record_buffer = cl.Buffer(context, flags, hostbuf=record)
            self.kernel.set_arg(len(param_types) + 1, self.record_buffer)

    def _bind_group(self, cl, context, members, checked):
        """Makes the device buffer of `members` ((index, Memory) over overlapping host
        memory) and sets their kernel arguments; returns {index: the pointer's byte
        offset in the buffer}."""
        low = min(_address(memory.data) for _, memory in members)
        high = max(_address(memory.data) + memory.nbytes for _, memory in members)
        first = next(memory for _, memory in members if _address(memory.data) == low)
        # The bytes from the lowest to the highest address: one allocation, since they overlap.
        host = np.lib.stride_tricks.as_strided(first.data.view(np.uint8), (high - low,), (1,))
        shifts = {index: _address(memory.data) - low + memory.offset for index, memory in members}
        pad = 0
        if not checked:
            align = context.devices[0].mem_base_addr_align // 8
            pad = -shifts[members[0][0]] % align
            if any((pad + shift) % align for shift in shifts.values()):
                names = ", ".join(str(index + 1) for index, _ in members)
                raise ArgumentError(f"The {names}-th args share memory at pointers the unchecked "
                                    f"C (benchmark) cannot be given {align}-byte aligned "
                                    f"sub-buffers of one device buffer; pass copies, or run the "
                                    f"checked C (ex(...)).")
        flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
        device_host = host
        if pad or not len(host):  # (a zero-size buffer is invalid in OpenCL: one byte)
            device_host = np.zeros(max(pad + len(host), 1), np.uint8)
            device_host[pad:pad + len(host)] = host
        buffer = cl.Buffer(context, flags, hostbuf=device_host)
        self.buffers.append((host, buffer, pad))
        for index, _ in members:
            start = pad + shifts[index]
            if checked or start == 0:
                self.kernel.set_arg(index, buffer)
            else:
                self.kernel.set_arg(index, buffer.get_sub_region(start, len(device_host) - start))
        return shifts

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
        for host, buffer, pad in self.buffers:
            if host.nbytes:
                self.cl.enqueue_copy(self.queue, host, buffer, src_offset=pad)
        self.queue.finish()


def flush_c_stdout():
    """Flushes the C library's stdout, where POCL's printf writes, so that
    what a kernel printed is out (and capturable) when the run returns."""
    import ctypes  # pylint: disable=import-outside-toplevel
    ctypes.CDLL(None).fflush(None)
