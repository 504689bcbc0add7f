# expect: Invalid mask string "99999999999999999999T": it spells more than 8192 lanes.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    v = S.vload(a, mask="99999999999999999999T")  #!
    S.vstore(v, a)
