"""The CPS_DSL environment variable: upstream's debugging switches.

Upstream reads a semicolon-separated list of options once, when the package
is imported, and refuses unknown ones; so does Compass, with the same
names and aliases. What each option does here:

- `rs=<seed>` (random_seed): the seed of `compass.testing.rand`;
- `d` (debug): the OpenCL C is built with `-g -cl-opt-disable` on POCL
  (upstream adds `-O0 -g` for its compiler);
- `rp`, `e`, `p`, `a`, `r[=<key>]`: accepted, but they drive upstream's
  threaded PySim, its emulator, profiler, assembler and RPC devices, which
  Compass doesn't have; a warning says so.
"""

import os
import warnings

_ALIASES = {
    "debug": ("d", "dbg", "debug"),
    "profile": ("p", "prf", "profile", "profiler", "profilor"),
    "emu": ("e", "emu", "emulate", "emulator", "emulater"),
    "random_pause": ("rp", "random_pause", "random-pause", "randompause"),
    "asm": ("a", "asm", "assembly"),
    "random_seed": ("rs", "random_seed", "random-seed", "randomseed"),
    "rpc": ("r", "rpc"),
}

_WITHOUT_EFFECT = {
    "profile": "there is no Zhouyi profiler",
    "emu": "there is no Zhouyi emulator",
    "random_pause": "the simulator runs the TECs deterministically and reports races itself",
    "asm": "there is no Zhouyi assembler",
    "rpc": "kernels run on POCL, not on remote devices",
}

HELP = """Supported options (separate them with ";"):
    d, dbg, debug                 build the OpenCL C without optimization and with debug info
    rs=<seed>, random_seed=<seed> seed compass.testing.rand, to replay a failing test
    p, e, rp, a, r[=<rpc_key>]    upstream's profiler, emulator, random pause, assembly and RPC
                                  switches: accepted, without effect in Compass
Example:
    export CPS_DSL="d;rs=1195868741\""""


class ControlOptions:
    """The parsed CPS_DSL value (one instance: `control_option`)."""

    def __init__(self, text=None):
        text = os.environ.get("CPS_DSL", "") if text is None else text
        self.is_debug = self.is_emu = self.is_profile = False
        self.is_random_pause = self.is_asm = self.is_rpc = False
        self.random_seed = None
        self.rpc_key = None
        self.normalized = []
        for option in sorted({part.strip() for part in text.split(";")} - {""}):
            name, _, value = option.partition("=")
            canonical = next((key for key, names in _ALIASES.items() if name in names), None)
            if canonical is None:
                raise ValueError(f'Unsupported option "{option}" in environment "CPS_DSL".\n{HELP}')
            if canonical == "random_seed":
                if not value.isdigit():
                    raise ValueError(f'Unsupported option "{option}" in environment "CPS_DSL": '
                                     f'the seed must be a non-negative integer.\n{HELP}')
                self.random_seed = int(value)
                self.normalized.append(f"random_seed={self.random_seed}")
                continue
            if canonical == "rpc":
                self.rpc_key = value or os.environ.get("CPS_TVM_RPC_KEY")
            setattr(self, f"is_{canonical}", True)
            self.normalized.append(canonical)
            if canonical in _WITHOUT_EFFECT:
                warnings.warn(f'CPS_DSL option "{option}" has no effect in Compass: '
                              f'{_WITHOUT_EFFECT[canonical]}.', stacklevel=2)

    @property
    def cc_options(self):
        """OpenCL build options the switches ask for."""
        return ["-g", "-cl-opt-disable"] if self.is_debug else []


control_option = ControlOptions()
