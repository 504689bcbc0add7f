# expect: The bounds of "range" expect integers, but got: float.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for i in range(2.5):  #!
        a[0] = i
