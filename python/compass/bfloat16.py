"""The `bfloat16` NumPy scalar type, registered with NumPy when compass is imported.

NumPy has no bfloat16 and no packaged library offers one on our machines, so
compass brings its own (python/src/Bfloat16.cpp). Where `ml_dtypes` is
installed its type is used instead, so that arrays made by either library are
the same dtype. Either way `np.dtype("bfloat16")` names it.
"""

import numpy as np

try:
    from ml_dtypes import bfloat16
except ImportError:
    from ._bfloat16 import bfloat16

np.sctypeDict.setdefault("bfloat16", bfloat16)

__all__ = ["bfloat16"]
