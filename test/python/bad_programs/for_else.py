# expect: for ... else is not supported.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for i in range(4):  #!
        a[i] = i
    else:
        a[0] = 0
