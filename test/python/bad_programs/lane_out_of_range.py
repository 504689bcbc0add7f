# expect: The index 8 is out of the range of "int32x8".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    v = S.vload(a)
    a[0] = v[8]  #!
