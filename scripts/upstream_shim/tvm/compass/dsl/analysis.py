"""Upstream's `tvm.compass.dsl.analysis`: the analyses Compass has."""

from compass.analysis import *  # noqa: F401,F403  (the shim re-exports the whole module)
from compass.analysis import __all__  # noqa: F401
