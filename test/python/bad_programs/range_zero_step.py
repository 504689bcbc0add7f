# expect: The step of "range" must be positive, but got: 0.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for i in range(0, 8, 0):  #!
        a[i] = i
