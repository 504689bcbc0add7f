# expect: The bounds of "S.vectorized" expect integers, but got: float.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for i in S.vectorized(8.0):  #!
        a[i] = 1
