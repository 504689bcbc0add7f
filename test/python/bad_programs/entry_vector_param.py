# expect: The entry function can't take the vector param "v".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), v: S.int32x8):  #!
    S.vstore(v, a)
