# expect: "S.vectorized" takes 1 or 2 args.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for i in S.vectorized(0, 8, 2):  #!
        a[i] = 1
