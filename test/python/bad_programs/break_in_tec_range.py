# expect: "break" can't leave an "S.tec_range" loop.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    for t in S.tec_range(4):
        if a[t] > 0:
            break  #!
