# expect: The dtype of "S.alloc_const" expect a scalar number type, but got: "int32x8".
import numpy as np

from compass import script as S


@S.prim_func
def kernel(out: S.ptr("int32x8", "global")):
    table = S.alloc_const(2, "int32x8", np.arange(2))  #!
    out[0] = table[0]
