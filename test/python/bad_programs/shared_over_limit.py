# expect: the shared allocation "table" (280000 bytes) brings shared to 280000 bytes, over the 262144 bytes per core of X2_1204
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    table = S.alloc(70000, "int32", "shared")  #!
    a[0] = table[0]
