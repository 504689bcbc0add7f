# expect: A ternary needs a scalar condition; use S.vsel for masks.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    v = S.vload(a)
    w = v if v > 0 else v  #!
