# expect: The condition expect a scalar, but got: "boolx8".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    v = S.vload(a)
    if v > 0:  #!
        a[0] = 1
