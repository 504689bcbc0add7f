# expect: The 8bit equal-width multiply is meaningless.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int8", "global")):
    va = S.vload(a)
    S.vstore(S.vmul(va, va), a)  #!
