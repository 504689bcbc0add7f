"""BuildManager and Executor: the upstream build-and-run API.

`BuildManager.lower` gives the compass-level MLIR module, `build` an Executor
whose `c_code` is the OpenCL C and whose call runs that C on POCL.
Upstream's constructor arguments keep their meaning where Compass has a
counterpart (docs/from-upstream.md lists the differences):

- `target`: any name CompassInfo knows, "compass -mcpu=…" too; X1 refused;
- `output_dir`: when given, each build writes upstream's GBuilder tree there
  (gbuilder.py, docs/gbuilder.md): `gbuilder/op_lib/<name>.cl` (the OpenCL
  C), `gbuilder/aipubt_gb_<name>.py` (the GBuilder plugin) and
  `gbuilder/op_lib/<name>.mlir` (the compass-level module), and each run of
  the Executor `gbuilder/compass_ir.txt` and `compass_ir.bin` for its
  arrays; no `.o` (that needs Arm China's compiler). Without it `build`
  writes nothing (upstream makes `compass_dsl_<name>_<uuid>` in the working
  directory); `gen_op_lib` does make that directory, as upstream;
- `cc_options`: extra options for the OpenCL C compiler, here POCL's;
- `disabled_pass`: pass names to skip; upstream's names are accepted, those
  with a counterpart here are skipped (passes.py), unknown names refused.
"""

import html
import os
import shlex
import sys
import uuid

from . import _compass
from . import gbuilder
from . import opencl_runner
from .benchmark import BenchmarkResult, timing
from .checked_run import CheckReport, diverged, explain_failure, new_record, refused
from .errors import internal_errors, reported_on_stderr, translated
from .opencl_runner import RUNTIME_INCLUDE
from .options import control_option
from .passes import resolve_disabled_passes
from .script.arguments import check_arguments
from .script.compiler import compile_to_tir, lower_to_compass
from .script.functions import PrimFunc
from .script.simulation import step_limit
from .target import CompassInfo, normalize_target


class Executor:
    """The result of a build: OpenCL C and a way to run it on POCL."""

    def __init__(self, prim_func, name, module, c_code, params, target, cc_options=(),
                 output_dir=None):
        self.prim_func = prim_func
        self.name = name
        self.module = module
        self._c_code = c_code
        self.params = params
        self.target = target
        self.cps_info = CompassInfo.get(target)
        self.output_dir = output_dir
        self._cc_options = list(cc_options)
        self._checked = None  # (kernel spec, CheckReport) of the checked C

    @property
    def c_code(self):
        """The OpenCL C of the kernel."""
        return self._c_code

    def _repr_html_(self):
        """Jupyter shows an Executor as its OpenCL C with line numbers."""
        lines = self._c_code.splitlines()
        width = len(str(len(lines)))
        numbered = "\n".join(f"<span style=\"color:#888\">{n:>{width}}</span>  "
                              f"{html.escape(line)}" for n, line in enumerate(lines, 1))
        return (f"<div><b>{html.escape(self.name)}</b> (OpenCL C, {html.escape(self.target)})"
                f"<pre style=\"line-height:1.25\">{numbered}</pre></div>")

    @property
    def param_types(self):
        return self.params.types

    def _kernel_spec(self, code):
        """What the POCL worker builds: (source, options, kernel name)."""
        return (code, ["-I", RUNTIME_INCLUDE, *self._cc_options],
                _compass.translate.kernel_name(self.name))

    def _plain_kernel(self):
        self._checked_kernel()  # refuses what POCL cannot run (S.aiff, S.asm), located
        return self._kernel_spec(self._c_code)

    def _checked_kernel(self):
        """(kernel spec, CheckReport) of the checked C, made once."""
        if self._checked is None:
            with internal_errors("emitting the checked OpenCL C of", self.prim_func):
                code = translated(_compass.translate.to_opencl, self.module, checked=True)
            self._checked = (self._kernel_spec(code), CheckReport(code))
        return self._checked

    def _on_pocl(self, args, timing_options=None):
        """Runs the checked C on `args` (and then times the plain C, given
        `timing_options`); a fault raises CompassRuntimeError at its line."""
        checked = check_arguments(self.name, self.params, args)
        spec, report = self._checked_kernel()
        plain = self._plain_kernel() if timing_options is not None else None
        if self.output_dir:
            self.write_compass_ir(args)
        sys.stdout.flush()
        record = new_record(step_limit() or _compass.simulator.DEFAULT_STEP_LIMIT)
        origins = [getattr(arg, "offset", 0) for arg in checked]

        def recorded():
            report.raise_error(record, self.params.types, origins)

        with reported_on_stderr():
            try:
                outcome = opencl_runner.run(self.params.types, checked, self.cps_info.tec_count,
                                            spec, record, plain, timing_options)
            except opencl_runner.WorkerFailure as failure:
                if record[0] and not diverged(record) and not refused(record):
                    recorded()
                explain_failure(self.prim_func, f'the OpenCL C of "{self.name}" did not finish '
                                f"on POCL: {failure.detail}", args)
            if diverged(record):
                explain_failure(self.prim_func, "the checked OpenCL C found on POCL that the "
                                "TECs do not meet at a barrier", args, recorded)
            if refused(record):
                explain_failure(self.prim_func, "the checked OpenCL C on POCL refused an "
                                "operand here", args, recorded)
            if record[0]:
                recorded()
        return outcome

    def run(self, *args):
        """Runs the kernel on POCL; arrays are written back in place.

        The OpenCL C run here is the checked form of `c_code`: an access
        outside the kernel's buffers or an integer division by zero raises
        CompassRuntimeError (naming the line, the buffer and the TEC), an
        operand the simulator refuses raises the simulator's error, and then
        nothing is copied back. POCL runs in a process of its own: a kernel
        that crashes or hangs it raises CompassRuntimeError too, located by
        the simulator (opencl_runner.py)."""
        self._on_pocl(args)

    def __call__(self, *args):
        self.run(*args)

    def write_compass_ir(self, args):
        """Writes `gbuilder/compass_ir.txt` and `compass_ir.bin` for the arrays
        of this call into output_dir and refreshes the plugin (null pointers
        are attributes), as upstream does on every run."""
        call = gbuilder.call_description(self.params, args)
        text, blob = gbuilder.compass_ir_files(self.module, call, args)
        plugin = gbuilder.plugin_text(self.module, call)
        gbuilder.write_tree(self.output_dir, {
            os.path.join(gbuilder.GBUILDER_DIR, gbuilder.COMPASS_IR_TXT): text,
            os.path.join(gbuilder.GBUILDER_DIR, gbuilder.COMPASS_IR_BIN): blob,
            os.path.join(gbuilder.GBUILDER_DIR, gbuilder.plugin_name(self.name)): plugin,
        })

    def profile(self, *args):
        """Profiles the kernel on `args` (upstream's spelling; it profiles on a Zhouyi
        device): runs it in the simulator for this Executor's target, arrays written in
        place as a call does, prints the total steps and returns the
        compass.profile.Profile (instructions per TEC, by kind and per source line,
        barrier waits, DMAs, the timeline; `save_trace`, `save_html`). Steps are
        simulated instructions, not NPU cycles."""
        with reported_on_stderr():
            profile = PrimFunc.simulator.run(self.prim_func, args, profile=True,
                                             target=self.target)
        print(f"Total steps from the simulator's profile: {profile.total_steps}")
        return profile

    def benchmark(self, *args, repeat=2, number=3, min_repeat_ms=0, limit_zero_time_iterations=100,
                  cooldown_interval_ms=0, repeats_to_cooldown=1):
        """Times the kernel on POCL (benchmark.py): a checked warm-up run, then
        repeat × number runs of `c_code` as it is, unchecked, transfers
        untimed; the arrays get the result of the last run."""
        options = timing(repeat, number, min_repeat_ms, limit_zero_time_iterations,
                         cooldown_interval_ms, repeats_to_cooldown)
        return BenchmarkResult(self._on_pocl(args, options).times)


class BuildManager:
    """Builds prim_funcs for one target (default X2_1204)."""

    def __init__(self, target="X2_1204", output_dir=None, cc_options="", disabled_pass=None):
        self.target = normalize_target(target)
        self.cps_info = CompassInfo.get(self.target)
        self.output_dir = os.path.abspath(output_dir) if output_dir else None
        if not isinstance(cc_options, str):
            raise TypeError(f'The arg "cc_options" expect a string, but got: '
                            f'"{type(cc_options).__name__}".')
        self.cc_options = cc_options
        self.disabled_pass = disabled_pass
        self._disabled = resolve_disabled_passes(disabled_pass)

    def _check(self, prim_func):
        if not isinstance(prim_func, PrimFunc):
            raise TypeError(f"Expect a function decorated with @S.prim_func, but got: {prim_func!r}.")
        prim_func.target = self.target

    def _lower(self, prim_func, name):
        self._check(prim_func)
        module, params = compile_to_tir(prim_func, name, target=self.target)
        with internal_errors("lowering", prim_func):
            return lower_to_compass(module, self.target, self._disabled), params

    def lower(self, prim_func, name=None):
        """The compass-level MLIR module of `prim_func` (str() prints it)."""
        with reported_on_stderr():
            return self._lower(prim_func, name)[0]

    def build(self, prim_func, name=None):
        """An Executor holding the OpenCL C of `prim_func`."""
        with reported_on_stderr():
            return self._build(prim_func, name)

    def _compile(self, prim_func, name):
        """(name, compass-level module, KernelParams, OpenCL C) of `prim_func`."""
        name = name or getattr(prim_func, "name", None)
        lowered, params = self._lower(prim_func, name)
        with internal_errors("emitting the OpenCL C of", prim_func):
            return name, lowered, params, translated(_compass.translate.to_opencl, lowered)

    def _build(self, prim_func, name):
        name, lowered, params, c_code = self._compile(prim_func, name)
        if self.output_dir:
            self._write(self.output_dir, name, lowered, c_code)
        options = shlex.split(self.cc_options) + control_option.cc_options
        return Executor(prim_func, name, lowered, c_code, params, self.target, options,
                        self.output_dir)

    def gen_op_lib(self, prim_func, name=None, output_path=None, verbose=False):
        """Writes the kernel's OpenCL C as `op_lib/<name>.cl` of the GBuilder tree
        (with the plugin and the compass-level module). Upstream also compiles
        it to `<name>.o` (`output_path`, default `<output_dir>/gbuilder/op_lib/
        <name>.o`); here the `.cl` goes next to where that `.o` would be and no
        `.o` is written. Without output_dir and output_path the tree goes to
        `compass_dsl_<name>_<uuid>` in the working directory, as upstream."""
        with reported_on_stderr():
            name, lowered, _, c_code = self._compile(prim_func, name)
            if output_path:
                op_lib = os.path.dirname(os.path.abspath(output_path))
                files = {f"{name}.cl": c_code}
                gbuilder.write_tree(op_lib, files)
                out = op_lib
            else:
                if self.output_dir is None:
                    self.output_dir = os.path.abspath(f"compass_dsl_{name}_{uuid.uuid4().hex}")
                self._write(self.output_dir, name, lowered, c_code)
                out = self.output_dir
            if verbose:
                print(f"Current Output Path: {out}")

    def _write(self, output_dir, name, lowered, c_code):
        """The GBuilder tree of a build: everything is made (and checked) before
        anything is written, and written all or nothing."""
        plugin = gbuilder.plugin_text(lowered)
        op_lib = os.path.join(gbuilder.GBUILDER_DIR, "op_lib")
        gbuilder.write_tree(output_dir, {
            os.path.join(op_lib, f"{name}.cl"): c_code,
            os.path.join(op_lib, f"{name}.mlir"): str(lowered),
            os.path.join(gbuilder.GBUILDER_DIR, gbuilder.plugin_name(name)): plugin,
        })
