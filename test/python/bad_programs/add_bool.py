# expect: The operator "Add" is not supported on bool.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    c = a[0] > 0
    d = a[1] > 0
    e = c + d  #!
    a[2] = S.i32(e)
