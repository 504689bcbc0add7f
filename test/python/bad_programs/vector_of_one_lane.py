# expect: A vector dtype has at least 2 lanes, got "int32x1".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    v: S.int32x1 = 3  #!
    a[0] = v
