# expect: The args "x" and "y" of "S.vadd" expect the same dtype, but got: "int32x8" vs. "uint32x8".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), b: S.ptr("uint32", "global")):
    S.vstore(S.vadd(S.vload(a), S.vload(b)), a)  #!
