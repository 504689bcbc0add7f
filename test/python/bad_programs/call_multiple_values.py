# expect: The function "get_val" got multiple values for args: "v0".
from compass import script as S


@S.prim_func
def get_val(v0: S.i32, v1: S.i32 = 1) -> S.i32:
    return v0 + v1


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = get_val(1, v0=3)  #!
