# expect: Can't broadcast "300" to any of "(int8x32, uint8x32)".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int8", "global")):
    S.vstore(S.vadd(S.vload(a), 300), a)  #!
