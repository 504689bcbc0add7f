# expect: The function "get_val" expect 1 to 4 args, but got: "5".
from compass import script as S


@S.prim_func
def get_val(v0: S.i32, v1: S.i32 = 1, v2: S.i32 = 2, v3: S.i32 = 3) -> S.i32:
    return v0 + v1 + v2 + v3


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = get_val(1, 2, 3, 4, 5)  #!
