# expect: the lsram allocation "big" (40000 bytes) brings lsram to 40000 bytes, over the 32768 bytes per TEC of X2_1204
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    big = S.alloc(10000, "int32", "lsram")  #!
    a[0] = big[0]
