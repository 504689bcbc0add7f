# expect: Can't store to constant memory.
from compass import script as S


@S.prim_func
def kernel(c: S.ptr("int32", "constant"), out: S.ptr("int32", "global")):
    c[0] = 1  #!
