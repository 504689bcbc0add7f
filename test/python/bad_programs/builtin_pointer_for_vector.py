# expect: Unexpect "int32x8*" pointer as argument. The arg "x" of "S.vadd" expect a vector.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32x8", "global"), out: S.ptr("int32x8", "global")):
    out[0] = S.vadd(a, out[0])  #!
