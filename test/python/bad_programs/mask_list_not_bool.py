# expect: All elements of arg "mask" expect "True" or "False".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    S.vstore(S.vload(a, mask=[1, 0, 1]), a)  #!
