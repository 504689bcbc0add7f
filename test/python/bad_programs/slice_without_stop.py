# expect: A pointer slice needs a stop: p[start:stop].
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global")):
    S.vstore(a[0:], out)  #!
