# expect: The lanes of a pointer slice (stop - start) must be a positive constant
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), out: S.ptr("int32", "global"), n: S.i32):
    S.vstore(a[0:n], out)  #!
