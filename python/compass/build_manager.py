"""BuildManager and Executor: the upstream build-and-run API.

`BuildManager.lower` gives the compass-level MLIR module, `build` an Executor
whose `c_code` is the OpenCL C and whose call runs that C on POCL.
"""

from . import _compass
from .errors import from_diagnostics
from .opencl_runner import OpenCLKernel
from .script.arguments import check_arguments
from .script.compiler import compile_to_tir, lower_to_compass
from .script.prim_func import PrimFunc
from .target import CompassInfo, normalize_target


class Executor:
    """The result of a build: OpenCL C and a way to run it on POCL."""

    def __init__(self, prim_func, name, module, c_code, param_types, target):
        self.prim_func = prim_func
        self.name = name
        self.module = module
        self.c_code = c_code
        self.param_types = param_types
        self.target = target
        self._kernel = None

    def run(self, *args):
        checked = check_arguments(self.name, self.param_types, args)
        if self._kernel is None:
            self._kernel = OpenCLKernel(self.c_code, _compass.translate.kernel_name(self.name))
        self._kernel.run(self.param_types, checked, CompassInfo(self.target).tec_count)

    __call__ = run


class BuildManager:
    """Builds prim_funcs for one target (default X2_1204)."""

    def __init__(self, target="X2_1204", output_dir=None, cc_options="", disabled_pass=None):
        self.target = normalize_target(target)
        self.output_dir = output_dir
        self.cc_options = cc_options
        self.disabled_pass = disabled_pass
        self.cps_info = CompassInfo(self.target)

    def _check(self, prim_func):
        if not isinstance(prim_func, PrimFunc):
            raise TypeError(f"Expect a function decorated with @S.prim_func, but got: {prim_func!r}.")
        prim_func.target = self.target

    def lower(self, prim_func, name=None):
        """The compass-level MLIR module of `prim_func` (str() prints it)."""
        self._check(prim_func)
        module, _ = compile_to_tir(prim_func, name)
        return lower_to_compass(module, self.target)

    def build(self, prim_func, name=None):
        """An Executor holding the OpenCL C of `prim_func`."""
        self._check(prim_func)
        name = name or prim_func.name
        module, param_types = compile_to_tir(prim_func, name)
        lowered = lower_to_compass(module, self.target)
        try:
            c_code = _compass.translate.to_opencl(lowered)
        except _compass.translate.TranslateError as error:
            raise from_diagnostics(str(error)) from None
        return Executor(prim_func, name, lowered, c_code, param_types, self.target)
