"""Upstream's `tvm.compass.dsl.testing`."""

from compass.testing import assert_allclose, clear_traceback, rand

__all__ = ["assert_allclose", "clear_traceback", "rand"]
