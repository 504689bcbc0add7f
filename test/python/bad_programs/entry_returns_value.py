# expect: The entry function can't return a value.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")) -> S.i32:  #!
    return a[0]
