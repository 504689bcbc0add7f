# expect: Duplicate vars assigned.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    x, x = a[0], a[1]  #!
