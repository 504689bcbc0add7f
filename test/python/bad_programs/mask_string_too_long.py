# expect: Invalid mask string "9T": it has 9 lanes, more than the 8 of the vector.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    S.vstore(S.vload(a, mask="9T"), a)  #!
