# expect: Chained assignment is not supported.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    x = y = a[0]  #!
