"""Upstream's `tvm.compass`: the target facts."""

from compass.target import CompassInfo

from .._out_of_scope import refuse

__all__ = ["CompassInfo"]


def __getattr__(name):
    refuse(f"tvm.compass.{name}")
