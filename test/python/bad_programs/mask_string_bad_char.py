# expect: Invalid mask string "4T2X": unexpected character "X"
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    S.vstore(S.vload(a, mask="4T2X"), a)  #!
