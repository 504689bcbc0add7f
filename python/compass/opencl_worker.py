"""The POCL worker: a process of its own that builds and runs OpenCL C.

A kernel that crashes POCL (a divergent barrier, an access far outside its
buffers in the unchecked C) or never ends would otherwise take the Python
process with it. The client (opencl_runner.py) starts this file as a script,
sends requests over a Unix socket and puts the kernel's memory in a shared
arena (a memfd both map): the worker wraps the arena in one OpenCL buffer
with USE_HOST_PTR, which POCL uses in place, so the kernel reads and writes
the arena itself and the client sees what it wrote even after a crash (the
error record of a checked kernel, say). Kernel printf goes to the worker's
stdout, a file the client reads after each request.

Only the standard library is imported at module level: the client imports
the framing functions from here, the worker imports NumPy and pyopencl.
"""

import mmap
import os
import pickle
import socket
import struct
import sys
import time

_LENGTH = struct.Struct("<Q")


def send_message(sock, message, fd=None):
    """Sends one pickled message; `fd` (a file descriptor) travels with it."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    header = _LENGTH.pack(len(data))
    if fd is None:
        sock.sendall(header + data)
    else:
        socket.send_fds(sock, [header], [fd])
        sock.sendall(data)


def _receive_exactly(sock, count):
    buffer = bytearray(count)
    view = memoryview(buffer)
    received = 0
    while received < count:
        got = sock.recv_into(view[received:])
        if not got:
            raise EOFError("the peer closed the connection")
        received += got
    return bytes(buffer)


def receive_message(sock):
    """(message, fd or None): one message sent by send_message."""
    header, fds, _, _ = socket.recv_fds(sock, _LENGTH.size, 1)
    if not header:
        raise EOFError("the peer closed the connection")
    if len(header) < _LENGTH.size:
        header += _receive_exactly(sock, _LENGTH.size - len(header))
    (length,) = _LENGTH.unpack(header)
    fd = fds[0] if fds else None
    return pickle.loads(_receive_exactly(sock, length)), fd


# ----------------------------------------------------------------------------
# The worker side
# ----------------------------------------------------------------------------

def _die_with_parent():
    """Linux: the worker gets SIGKILL when the process that started it ends."""
    try:
        import ctypes  # pylint: disable=import-outside-toplevel
        import signal  # pylint: disable=import-outside-toplevel
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class _Worker:
    def __init__(self, sock):
        import ctypes  # pylint: disable=import-outside-toplevel
        import numpy as np  # pylint: disable=import-outside-toplevel
        import pyopencl as cl  # pylint: disable=import-outside-toplevel
        self.sock, self.np, self.cl = sock, np, cl
        self.libc = ctypes.CDLL(None)
        platforms = [p for p in cl.get_platforms() if "Portable Computing Language" in p.name]
        if not platforms:
            raise RuntimeError("POCL (pocl-opencl-icd) is not installed; see the README.")
        device = platforms[0].get_devices()[0]
        self.align = device.mem_base_addr_align // 8  # bytes, where sub-buffers may start
        self.context = cl.Context([device])
        self.queue = cl.CommandQueue(self.context)
        self.programs = {}
        self.arena = self.arena_buffer = None

    def map_arena(self, fd, size):
        if self.arena_buffer is not None:
            self.arena_buffer.release()
        # The old mapping goes with its last reference (pyopencl may hold one).
        self.arena = mmap.mmap(fd, size)
        os.close(fd)
        host = self.np.frombuffer(self.arena, self.np.uint8)
        flags = self.cl.mem_flags.READ_WRITE | self.cl.mem_flags.USE_HOST_PTR
        self.arena_buffer = self.cl.Buffer(self.context, flags, hostbuf=host)

    def kernel(self, spec):
        """The kernel object of spec = (source, options, name), built once."""
        source, options, name = spec
        key = (source, tuple(options))
        program = self.programs.get(key)
        if program is None:
            program = self.cl.Program(self.context, source).build(options=list(options))
            self.programs[key] = program
        return getattr(program, name)

    def region(self, offset, size):
        return self.arena_buffer.get_sub_region(offset, max(size, 1))

    def bind(self, kernel, arguments, extra=()):
        """Sets the kernel's arguments: ("scalar", value), ("null",) or
        ("region", arena offset, bytes), then `extra` regions."""
        regions = []  # kept referenced until the launch is over
        for index, argument in enumerate(list(arguments) + list(extra)):
            if argument[0] == "scalar":
                kernel.set_arg(index, argument[1])
            elif argument[0] == "null":
                kernel.set_arg(index, None)
            else:
                regions.append(self.region(argument[1], argument[2]))
                kernel.set_arg(index, regions[-1])
        return regions

    def launch(self, kernel, tec_count):
        self.cl.enqueue_nd_range_kernel(self.queue, kernel, (tec_count,), (tec_count,))

    def run(self, request):
        """Runs the checked kernel once, then, when given and the checked one
        recorded no error, times the plain one; replies with the times."""
        checked, plain = request["checked"], request.get("plain")
        kernels = {}
        try:
            for name, spec in (("checked", checked), ("plain", plain)):
                if spec is not None:
                    kernels[name] = self.kernel(spec["kernel"])
        except self.cl.RuntimeError as error:
            return {"build_error": str(error)}
        send_message(self.sock, ("progress", "built"))
        tec_count = request["tec_count"]
        keep = self.bind(kernels["checked"], checked["arguments"], checked["extra"])
        self.launch(kernels["checked"], tec_count)
        self.queue.finish()
        if self.np.frombuffer(self.arena, self.np.int32, 1, checked["record"])[0]:
            return {}  # the client reads the record
        send_message(self.sock, ("progress", "checked"))
        result = {}
        if plain is not None:
            self.prime(kernels["plain"], plain["arguments"], plain["scratch"], tec_count)
            keep += self.bind(kernels["plain"], plain["arguments"])
            result["times"] = self.time(kernels["plain"], tec_count, plain["timing"])
        return result

    def prime(self, kernel, arguments, scratch, tec_count):
        """Runs `kernel` once on a copy of the arena's first `scratch` bytes,
        put right after them: POCL compiles a kernel at its first launch, and
        that must not be timed, nor run on the caller's memory a second time
        (the checked run was upstream's warm-up)."""
        arena = self.np.frombuffer(self.arena, self.np.uint8)
        arena[scratch:2 * scratch] = arena[:scratch]
        shifted = [("region", argument[1] + scratch, argument[2]) if argument[0] == "region"
                   else argument for argument in arguments]
        regions = self.bind(kernel, shifted)
        self.launch(kernel, tec_count)
        self.queue.finish()
        del regions, arena

    def time(self, kernel, tec_count, timing):
        """upstream's time evaluator after its warm-up run (the checked run):
        `repeat` measurements, each the mean of `number` runs."""
        repeat, number = timing["repeat"], timing["number"]
        min_repeat_ms = timing["min_repeat_ms"]
        results, zero_times = [], 0
        while len(results) < repeat:
            count = number
            while True:
                start = time.perf_counter()
                for _ in range(count):
                    self.launch(kernel, tec_count)
                self.queue.finish()
                elapsed = time.perf_counter() - start
                send_message(self.sock, ("progress", "measured"))
                # min_repeat_ms: grow the inner loop until a measurement lasts that long.
                if min_repeat_ms == 0 or elapsed * 1000 >= min_repeat_ms:
                    break
                count = max(count * 2, int(count * min_repeat_ms / max(elapsed * 1000, 1e-3)) + 1)
            if elapsed == 0 and zero_times < timing["limit_zero_time_iterations"]:
                zero_times += 1
                continue
            results.append(elapsed / count)
            if timing["cooldown_interval_ms"] and len(results) % timing["repeats_to_cooldown"] == 0:
                time.sleep(timing["cooldown_interval_ms"] / 1000)
        return results

    def serve(self):
        while True:
            try:
                message, fd = receive_message(self.sock)
            except EOFError:
                return
            if message[0] == "arena":
                self.map_arena(fd, message[1])
                continue
            reply = self.run(message[1])
            self.libc.fflush(None)  # what the kernel printed, out before the reply
            send_message(self.sock, ("done", reply))


# POCL 3.1 picks its work-group method by the local size; for the four
# work-items of a Compass launch it replicates the kernel body per work-item,
# which takes four to five times as long to build as the work-item loops of
# "loopvec" (measured side by side: bench/pocl_compile.py). A user's own
# setting is kept.
WORK_GROUP_METHOD = "loopvec"


def main():
    _die_with_parent()
    os.environ.setdefault("POCL_WORK_GROUP_METHOD", WORK_GROUP_METHOD)
    sock = socket.socket(fileno=int(sys.argv[1]))
    try:
        worker = _Worker(sock)
    except Exception as error:  # noqa: BLE001 - told to the client, which raises it
        send_message(sock, ("failed", f"{type(error).__name__}: {error}"))
        return
    send_message(sock, ("ready", {"align": worker.align}))
    worker.serve()


if __name__ == "__main__":
    main()
