# expect: The sign of operands is different, if the API have parameter "out_sign" please specify the output sign.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), b: S.ptr("uint32", "global")):
    S.vstore(S.vadd(S.vload(a), S.vload(b)), a)  #!
