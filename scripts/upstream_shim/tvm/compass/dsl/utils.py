"""Upstream's `tvm.compass.dsl.utils`."""

from compass.utils import *  # noqa: F401,F403  (the shim re-exports the whole module)
from compass.utils import __all__  # noqa: F401
