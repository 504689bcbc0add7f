# expect: while ... else is not supported.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    i = 0
    while i < 4:  #!
        i += 1
    else:
        a[0] = i
