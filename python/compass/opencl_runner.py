"""Runs emitted OpenCL C on POCL, behind a wall.

POCL runs in a worker process (opencl_worker.py), started on first use and
again after it dies: a kernel that crashes POCL or never returns ends the
worker, never the caller, and the caller gets a WorkerFailure to explain.
One work-group of `tec_count` work items stands for the TECs of one core.

The kernel's memory travels through a shared arena: each group of pointer
arguments whose host memory overlaps (one array twice, two views of one
base) is copied into one stretch of it, which the kernel reads and writes in
place, and copied back into the caller's arrays after a run without error.
A pointer argument is a Memory (script/arguments.py): the bytes the kernel
may touch and the pointer's offset in them. The checked C takes each group's
stretch and the pointer's byte offset in it (`__compass_extents`: region
bytes, the pointer's offset in the region, its offset in the stretch); the
plain C takes a sub-buffer starting at the pointer, padded to put it on the
device's sub-buffer alignment.
"""

import atexit
import mmap
import os
import signal
import socket
import subprocess
import sys
import threading
import time

import numpy as np

from .dtypes import DataType
from .opencl_worker import receive_message, send_message
from .script.arguments import ArgumentError, _address
from .script.types import PointerType

# The runtime headers the OpenCL C includes: the package's own copy, or
# COMPASS_OPENCL_INCLUDE (a directory with the same compass/dsl.h). The
# sanitized test stage points it at the plain build's copy: pyopencl's
# program cache keys on the -I path, and one path lets both stages share it.
RUNTIME_INCLUDE = os.environ.get("COMPASS_OPENCL_INCLUDE") or os.path.join(
    os.path.dirname(__file__), "runtime", "include")

_WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "opencl_worker.py")


def launch_timeout():
    """COMPASS_POCL_TIMEOUT: seconds a launch may run before the worker is
    stopped (default 60); starting POCL or building a program may take
    build_timeout()."""
    text = os.environ.get("COMPASS_POCL_TIMEOUT", "60")
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0:
        raise ValueError(f'COMPASS_POCL_TIMEOUT must be a number of seconds > 0, but got: "{text}".')
    return value


def build_timeout():
    """Seconds starting the worker or building a kernel's programs may take:
    ten launches, and never less than two minutes (a compiler does not hang;
    a loaded machine and a cold program cache only make it slow)."""
    return max(10 * launch_timeout(), 120.0)


class WorkerFailure(RuntimeError):
    """The worker died ("crash", with the signal or exit status) or was
    stopped after running too long ("timeout"); `record` is the checked C's
    error record as the kernel left it (all zero when it recorded nothing)."""

    def __init__(self, kind, detail, record=None):
        super().__init__(detail)
        self.kind, self.detail, self.record = kind, detail, record


# What the worker was doing after each of its progress messages.
_PHASES = {"starting": "starting POCL", "building": "building the OpenCL C", "built": "running the checked C",
           "checked": "running the unchecked C (benchmark)",
           "measured": "running the unchecked C (benchmark)"}


def _signal_name(returncode):
    if returncode is not None and returncode < 0:
        try:
            return signal.Signals(-returncode).name
        except ValueError:
            return f"signal {-returncode}"
    return f"exit status {returncode}"


class _Worker:
    """The client's end of one worker process and the arena it shares."""

    def __init__(self):
        self.lock = threading.Lock()
        self.process = self.sock = None
        self.arena = None
        self.arena_fd = None
        self.arena_size = 0
        self.align = 128
        self.printed = os.memfd_create("compass-pocl-stdout")

    def start(self):
        """Starts a worker; one that does not come up is stopped again (so
        that the next run starts afresh) and raises WorkerFailure."""
        parent, child = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        with child:
            self.process = subprocess.Popen(
                [sys.executable or "/usr/bin/python3", _WORKER, str(child.fileno())],
                pass_fds=(child.fileno(),), stdin=subprocess.DEVNULL, stdout=self.printed,
                close_fds=True)
        self.sock = parent
        allowed = build_timeout()
        try:
            message = self._receive(time.monotonic() + allowed)
        except (socket.timeout, EOFError, OSError) as error:
            raise self._lost(error, allowed, "starting") from None
        if message[0] != "ready":
            self.stop()
            raise RuntimeError(f"POCL could not be started: {message[1]}")
        self.align = message[1]["align"]
        if self.arena is not None:
            send_message(self.sock, ("arena", self.arena_size), fd=self.arena_fd)

    def stop(self, wait=0):
        """Ends the worker: it leaves when its socket closes; after `wait`
        seconds (at once by default) it is killed."""
        if self.sock is not None:
            self.sock.close()
        if self.process is not None:
            try:
                self.process.wait(wait)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = self.sock = None

    def reserve(self, size):
        """The arena, at least `size` bytes."""
        if size > self.arena_size:
            size = max(1 << 20, 1 << (size - 1).bit_length())
            fd = os.memfd_create("compass-pocl-arena")
            os.ftruncate(fd, size)
            arena = mmap.mmap(fd, size)
            if self.arena is not None:
                self.arena.close()
                os.close(self.arena_fd)
            self.arena, self.arena_fd, self.arena_size = arena, fd, size
            if self.sock is not None:
                send_message(self.sock, ("arena", size), fd=fd)
        return self.arena

    def _receive(self, deadline):
        """The next message of the worker, waiting until `deadline`."""
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise socket.timeout
        self.sock.settimeout(remaining)
        message, _ = receive_message(self.sock)
        return message

    def _lost(self, error, allowed, phase):
        """Stops the worker, which ran past `allowed` seconds (`error` a
        timeout) or died, in `phase`; returns the WorkerFailure saying so."""
        if isinstance(error, socket.timeout):
            self.stop()
            return WorkerFailure("timeout", f"stopped after {allowed:g} s {_PHASES[phase]} "
                                            f"(COMPASS_POCL_TIMEOUT)")
        returncode = self.process.wait()
        self.stop()
        return WorkerFailure("crash", f"POCL's process died ({_signal_name(returncode)}) "
                                      f"{_PHASES[phase]}")

    def request(self, request):
        """Sends `request` and returns the worker's reply; raises WorkerFailure
        when the worker dies or runs too long (and stops it)."""
        phase, allowed = "building", build_timeout()
        try:
            send_message(self.sock, ("run", request))
            while True:
                message = self._receive(time.monotonic() + allowed)
                if message[0] == "done":
                    return message[1]
                phase, allowed = message[1], launch_timeout()  # progress: a launch starts
        except (socket.timeout, EOFError, OSError) as error:
            raise self._lost(error, allowed, phase) from None
        finally:
            self.forward_printed()

    def forward_printed(self):
        """Writes what kernels printed since the last call to sys.stdout."""
        size = os.fstat(self.printed).st_size
        if size:
            text = os.pread(self.printed, size, 0)
            os.ftruncate(self.printed, 0)
            os.lseek(self.printed, 0, os.SEEK_SET)
            sys.stdout.write(text.decode("utf-8", errors="replace"))
            sys.stdout.flush()


_worker = None
_worker_lock = threading.Lock()


def _the_worker():
    global _worker
    with _worker_lock:
        if _worker is None:
            _worker = _Worker()
            atexit.register(_worker.stop, wait=5)
        return _worker


def _scalar(dtype, value):
    dtype = DataType(dtype)
    if dtype.is_bool:
        return np.int8(1 if value else 0)
    return dtype.numpy_dtype.type(value)


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


# Bytes left free after each argument's memory in the arena. The checked C
# checks that an access stays inside some argument's memory (not the one its
# pointer came from, which the simulator tracks): the gap makes an overrun of
# up to this many bytes past one argument an error there too, instead of a
# write into its neighbour.
_GUARD_BYTES = 4096


def _aligned(offset, align):
    return -(-offset // align) * align


class _Layout:
    """Where one call's memory goes in the arena, and the kernels' arguments."""

    def __init__(self, param_types, args, align, plain, record):
        self.stretches = []  # (host bytes, arena offset)
        memories = {}
        scalars = {}
        for index, (ptype, arg) in enumerate(zip(param_types, args)):
            if not isinstance(ptype, PointerType):
                scalars[index] = ("scalar", _scalar(ptype, arg))
            elif arg is not None:
                memories[index] = arg
        offset, places = 0, {}
        for group in _groups(memories):
            offset, group_places = self._place(group, memories, offset, align, plain)
            places.update(group_places)
        self.checked_arguments, self.plain_arguments = [], []
        for index in range(len(param_types)):
            if index in scalars:
                self.checked_arguments.append(scalars[index])
                self.plain_arguments.append(scalars[index])
            elif index not in places:
                self.checked_arguments.append(("null",))
                self.plain_arguments.append(("null",))
            else:
                start, size, pointer = places[index]
                self.checked_arguments.append(("region", start, size))
                self.plain_arguments.append(("region", pointer, start + size - pointer))
        # The checked C's extra arguments: the extents, then the error record.
        extents = np.array([(memories[i].nbytes, memories[i].offset, places[i][2] - places[i][0])
                            if i in places else (0, 0, 0)
                            for i in range(len(param_types))] or [(0, 0, 0)],
                           np.uint64).reshape(-1)
        self.extra = []
        for host in (extents.view(np.uint8), record.view(np.uint8)):
            offset = _aligned(offset, align)
            self.stretches.append((host, offset))
            self.extra.append(("region", offset, host.nbytes))
            offset += host.nbytes
        self.record, self.record_offset = record, self.extra[-1][1]
        self.size = offset

    def _place(self, group, memories, offset, align, plain):
        """Places one group of overlapping memories from `offset` on; returns the
        offset after it and {index: (stretch start, stretch bytes, pointer)}."""
        members = [(index, memories[index]) for index in group]
        low = min(_address(memory.data) for _, memory in members)
        high = max(_address(memory.data) + memory.nbytes for _, memory in members)
        first = next(memory for _, memory in members if _address(memory.data) == low)
        # The bytes from the lowest to the highest address: one stretch, since they overlap.
        host = np.lib.stride_tricks.as_strided(first.data.view(np.uint8), (high - low,), (1,))
        shifts = {index: _address(memory.data) - low + memory.offset for index, memory in members}
        start = _aligned(offset, align)
        pad = -shifts[group[0]] % align
        if plain and any((pad + shift) % align for shift in shifts.values()):
            names = ", ".join(str(index + 1) for index in group)
            raise ArgumentError(f"The {names}-th args share memory at pointers the unchecked "
                                f"C (benchmark) cannot be given {align}-byte aligned "
                                f"sub-buffers of one device buffer; pass copies, or run the "
                                f"checked C (ex(...)).")
        self.stretches.append((host, start + pad))
        size = pad + len(host)
        places = {index: (start, size, start + pad + shifts[index]) for index in group}
        return start + max(size, 1) + _GUARD_BYTES, places

    def copy_in(self, arena):
        for host, offset in self.stretches:
            np.frombuffer(arena, np.uint8, len(host), offset)[...] = host

    def copy_out(self, arena):
        """Copies the kernel's memory back into the caller's arrays."""
        for host, offset in self.stretches:
            if len(host):
                host[...] = np.frombuffer(arena, np.uint8, len(host), offset)

    def read_record(self, arena):
        self.record[...] = np.frombuffer(arena, self.record.dtype, len(self.record),
                                         self.record_offset)
        return self.record


class Run:
    """What one request left: `record` (the checked C's error record, or None)
    and `times` (seconds a measurement of the plain C, or None)."""

    def __init__(self, record, times):
        self.record, self.times = record, times


def run(param_types, args, tec_count, checked, record, plain=None, timing=None):
    """Runs a kernel on POCL in the worker: `checked`, the checked C's
    (source, options, kernel name), once, with its error `record` (an int32
    array, filled in); then, when given, `plain`, the plain C's, timed as
    `timing` says (benchmark.py). The caller's arrays get the result unless
    the checked C recorded an error. Raises WorkerFailure when the worker
    died or hung."""
    worker = _the_worker()
    with worker.lock:
        if worker.process is None:
            worker.start()
        layout = _Layout(param_types, args, worker.align, plain is not None, record)
        # With the plain C, room for a copy of the memory to prime it on (opencl_worker.py).
        scratch = _aligned(max(layout.size, 1), worker.align)
        arena = worker.reserve(2 * scratch if plain is not None else scratch)
        layout.copy_in(arena)
        request = {"tec_count": tec_count,
                   "checked": {"kernel": checked, "arguments": layout.checked_arguments,
                               "extra": layout.extra, "record": layout.record_offset}}
        if plain is not None:
            request["plain"] = {"kernel": plain, "arguments": layout.plain_arguments,
                                "scratch": scratch, "timing": timing}
        try:
            reply = worker.request(request)
        except WorkerFailure as failure:
            failure.record = layout.read_record(arena)
            raise
        if "build_error" in reply:
            raise RuntimeError("POCL could not build the generated OpenCL C:\n"
                               + reply["build_error"])
        if not layout.read_record(arena)[0]:
            layout.copy_out(arena)
        return Run(record, reply.get("times"))
