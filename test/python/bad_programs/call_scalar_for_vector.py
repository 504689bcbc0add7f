# expect: The 2-th arg expect a vector.
from compass import script as S


@S.prim_func
def add(x: S.int32x8, y: S.int32x8) -> S.int32x8:
    return x + y


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    S.vstore(add(S.vload(a), a[0]), a)  #!
