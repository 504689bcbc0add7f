# expect: The arg "lanes" expect > 1, but got: "-1".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), n: S.i32):
    v = S.vbcast(n, lanes=-1)  #!
    S.vstore(v, a)
