# expect: The vector "int32x2147483648" spans 268435456 hardware registers; at most 256 are supported.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    v = S.vload(a, lanes=2**31)  #!
    S.vstore(v, a)
