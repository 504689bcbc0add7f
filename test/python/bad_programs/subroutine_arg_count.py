# expect: The function "helper": too many positional arguments.
from compass import script as S


@S.prim_func
def helper(x: S.i32) -> S.i32:
    return x


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = helper(a[0], a[1])  #!
