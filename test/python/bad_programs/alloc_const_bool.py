# expect: The dtype of "S.alloc_const" expect a scalar number type, but got: "bool".
import numpy as np

from compass import script as S


@S.prim_func
def kernel(out: S.ptr("int32", "global")):
    table = S.alloc_const(3, "bool", np.array([1, 0, 1]))  #!
    out[0] = 1
