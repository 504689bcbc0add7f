# expect: The arg "n" of "S.tail_mask" expect 0 to 8, but got: 9.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    S.vstore(S.vload(a), a, mask=S.tail_mask(9, 8))  #!
